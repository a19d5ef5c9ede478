import { Form, Input, Modal, Select, type FormInstance } from 'antd';
import { useEffect } from 'react';

import type { CriterionForm } from '../../api/save-criterion';
import { DEFAULT_ADMIN_WEIGHT, WEIGHT_OPTIONS } from '../../criterion-weight';

interface CriterionDialogProps {
  title: string;
  open: boolean;
  initial?: CriterionForm;
  busy: boolean;
  /** Given the form too, so a refusal can be shown under its fields. */
  onSubmit: (values: CriterionForm, form: FormInstance<CriterionForm>) => void;
  onCancel: () => void;
}

export function CriterionDialog({ title, open, initial, busy, onSubmit, onCancel }: CriterionDialogProps) {
  const [form] = Form.useForm<CriterionForm>();

  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? { label: '', weight: DEFAULT_ADMIN_WEIGHT, description: '' });
  }, [form, initial, open]);

  return (
    <Modal
      title={title}
      open={open}
      okText="Save"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          onSubmit({ ...values, label: values.label.trim(), description: values.description?.trim() || null }, form)
        }
      >
        <Form.Item
          name="label"
          label="Criterion"
          rules={[{ required: true, whitespace: true, message: 'Criterion label is required' }]}
        >
          <Input placeholder="Customer evidence" />
        </Form.Item>
        <Form.Item name="weight" label="Weight" rules={[{ required: true }]}>
          <Select options={WEIGHT_OPTIONS} aria-label="Weight" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          extra="What a high score means (optional)."
          rules={[{ max: 500, message: 'Description must be at most 500 characters' }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount placeholder="Real customers asked for it." />
        </Form.Item>
      </Form>
    </Modal>
  );
}
