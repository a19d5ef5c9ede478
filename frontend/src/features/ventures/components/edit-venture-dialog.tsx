import { App, Form, Input, Modal, Switch } from 'antd';
import { useEffect } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import type { Venture } from '../api/get-venture';
import { useUpdateVenture, type VentureEdit } from '../api/venture-commands';

/** 'Edit Venture': name, pitch and the 'Public' switch. */
export function EditVentureDialog({
  venture,
  open,
  onClose,
}: {
  venture: Venture;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<VentureEdit>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const update = useUpdateVenture(venture.id);

  useEffect(() => {
    if (open) form.setFieldsValue({ name: venture.name, pitch: venture.pitch, isPublic: venture.isPublic });
  }, [open, venture, form]);

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    update.mutate(
      { name: values.name, pitch: values.pitch?.trim() ? values.pitch : null, isPublic: Boolean(values.isPublic) },
      {
        onSuccess: () => {
          notification.success({ title: 'Venture saved' });
          onClose();
        },
        onError: (error) => showServerError(error, { title: 'Failed to save venture', form }),
      },
    );
  }

  return (
    <Modal
      title="Edit Venture"
      open={open}
      okText="Save Venture"
      confirmLoading={update.isPending}
      onOk={() => void save()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="venture">
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Please enter a name.' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="pitch" label="Pitch (one line)">
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item
          name="isPublic"
          label="Public"
          valuePropName="checked"
          extra="Anyone can then see its name, pitch, stage and verified milestones."
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
