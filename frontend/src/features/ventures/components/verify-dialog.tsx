import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import type { Milestone } from '../api/get-venture';
import { useSetVerification } from '../api/venture-commands';

/** Staff: 'Verify' a self-reported milestone or 'Un-verify' a verified one, with a note either way. */
export function VerifyButton({ ventureId, milestone }: { ventureId: string; milestone: Milestone }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ note: string }>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const verification = useSetVerification(ventureId);
  const verify = !milestone.verified;
  const action = verify ? 'Verify' : 'Un-verify';

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    verification.mutate(
      { milestoneId: milestone.id, verified: verify, note: values.note },
      {
        onSuccess: () => {
          notification.success({ title: verify ? 'Milestone verified' : 'Verification withdrawn' });
          setOpen(false);
          form.resetFields();
        },
        onError: (error) => showServerError(error, { title: `Failed to ${action.toLowerCase()}`, form }),
      },
    );
  }

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {action}
      </Button>
      <Modal
        title={`${action} milestone`}
        open={open}
        okText={action}
        confirmLoading={verification.isPending}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical" name={`verify-${milestone.id}`}>
          <Form.Item
            name="note"
            label="Note"
            extra={verify ? 'How you checked it.' : 'Why the verification is withdrawn.'}
            rules={[{ required: true, whitespace: true, message: 'Please add a note.' }]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
