import type { UseMutationResult } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Typography, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

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

type CriterionChange = CriterionForm & { criterionId: string };

/** A criterion as the tables list it. */
interface ListedCriterion {
  id: string;
  label: string;
  weight: number;
  description: string | null;
}

const CRITERION_LABELS = { label: 'Criterion', weight: 'Weight', description: 'Description' };

/**
 * 'Add Criterion' and 'Edit Criterion' of a rubric (the Judging tab's criteria, the Review tab's
 * rubric): `dialogs` is the two dialogs, opened by `openAdd` and `openEdit`; each saves through its
 * mutation, toasts (`noun`: 'Judging criterion', 'Review criterion'), and shows a refusal under its
 * fields.
 */
export function useCriterionDialogs(
  noun: string,
  add: UseMutationResult<unknown, Error, CriterionForm>,
  edit: UseMutationResult<unknown, Error, CriterionChange>,
) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ListedCriterion | null>(null);
  const close = () => {
    setAdding(false);
    setEditing(null);
  };
  const saved = (what: string) => () => {
    close();
    notification.success({ title: `${noun} ${what}` });
  };
  const dialogs = (
    <>
      <CriterionDialog
        title="Add Criterion"
        open={adding}
        busy={add.isPending}
        onCancel={close}
        onSubmit={(values, form) =>
          add.mutate(values, {
            onSuccess: saved('added'),
            onError: (error) =>
              showServerError(error, { title: 'Failed to add criterion', form, labels: CRITERION_LABELS }),
          })
        }
      />
      <CriterionDialog
        title="Edit Criterion"
        open={editing !== null}
        initial={
          editing ? { label: editing.label, weight: editing.weight, description: editing.description ?? '' } : undefined
        }
        busy={edit.isPending}
        onCancel={close}
        onSubmit={(values, form) =>
          editing &&
          edit.mutate(
            { criterionId: editing.id, ...values },
            {
              onSuccess: saved('updated'),
              onError: (error) =>
                showServerError(error, { title: 'Failed to update criterion', form, labels: CRITERION_LABELS }),
            },
          )
        }
      />
    </>
  );
  return { openAdd: () => setAdding(true), openEdit: setEditing, dialogs };
}

/** A criterion's cell: its label, and what a high score means under it. */
export function CriterionLabel({ criterion }: { criterion: ListedCriterion }) {
  return (
    <div>
      <div>{criterion.label}</div>
      {criterion.description ? <Typography.Text type="secondary">{criterion.description}</Typography.Text> : null}
    </div>
  );
}
