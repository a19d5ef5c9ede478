import { Checkbox, Form, Input, InputNumber, Modal, Select, type FormInstance } from 'antd';
import { useEffect } from 'react';

import { LONG_TEXT_DEFAULT_MAX, QUESTION_KIND_LABELS, type QuestionKind } from '@/lib/application-questions';

import type { QuestionForm } from '../../api/application-questions';

/** The dialog's fields: the choices are typed one per line. */
export interface QuestionDialogValues {
  kind: QuestionKind;
  label: string;
  helpText: string;
  required: boolean;
  options: string;
  maxLength: number | null;
  min: number | null;
  max: number | null;
}

const EMPTY: QuestionDialogValues = {
  kind: 'short_text',
  label: '',
  helpText: '',
  required: false,
  options: '',
  maxLength: LONG_TEXT_DEFAULT_MAX,
  min: null,
  max: null,
};

const KIND_OPTIONS = Object.entries(QUESTION_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** The API's names for the dialog's fields, for a refusal shown under them. */
export const QUESTION_FIELD_LABELS = {
  kind: 'Type',
  label: 'Question',
  helpText: 'Help text',
  options: 'Choices',
  maxLength: 'Character limit',
  min: 'Minimum',
  max: 'Maximum',
};

export function toDialogValues(question: QuestionForm): QuestionDialogValues {
  return {
    kind: question.kind,
    label: question.label,
    helpText: question.helpText ?? '',
    required: question.required,
    options: (question.options ?? []).join('\n'),
    maxLength: question.maxLength ?? LONG_TEXT_DEFAULT_MAX,
    min: question.min ?? null,
    max: question.max ?? null,
  };
}

export function toQuestionForm(values: QuestionDialogValues): QuestionForm {
  const choice = values.kind === 'single_choice' || values.kind === 'multiple_choice';
  return {
    kind: values.kind,
    label: values.label.trim(),
    helpText: values.helpText.trim() || null,
    required: values.required,
    options: choice
      ? values.options
          .split('\n')
          .map((option) => option.trim())
          .filter((option) => option !== '')
      : [],
    maxLength: values.kind === 'long_text' ? values.maxLength : null,
    min: values.kind === 'number' ? values.min : null,
    max: values.kind === 'number' ? values.max : null,
  };
}

interface QuestionDialogProps {
  title: string;
  open: boolean;
  initial?: QuestionDialogValues;
  busy: boolean;
  /** After the first application a new question must be optional. */
  optionalOnly?: boolean;
  onSubmit: (values: QuestionForm, form: FormInstance<QuestionDialogValues>) => void;
  onCancel: () => void;
}

export function QuestionDialog({ title, open, initial, busy, optionalOnly, onSubmit, onCancel }: QuestionDialogProps) {
  const [form] = Form.useForm<QuestionDialogValues>();
  const kind = Form.useWatch('kind', form);

  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? EMPTY);
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
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(toQuestionForm(values), form)}>
        <Form.Item name="kind" label="Type" rules={[{ required: true }]}>
          <Select options={KIND_OPTIONS} aria-label="Type" />
        </Form.Item>
        <Form.Item
          name="label"
          label="Question"
          rules={[
            { required: true, whitespace: true, message: 'Please enter the question.' },
            { max: 200, message: 'The question must be at most 200 characters.' },
          ]}
        >
          <Input placeholder="What stage is your idea at?" />
        </Form.Item>
        <Form.Item name="helpText" label="Help text" extra="Shown under the question (optional).">
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        {kind === 'single_choice' || kind === 'multiple_choice' ? (
          <Form.Item
            name="options"
            label="Choices"
            extra="One per line."
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  (value ?? '').split('\n').filter((line) => line.trim() !== '').length >= 2
                    ? Promise.resolve()
                    : Promise.reject(new Error('Please give at least two choices.')),
              },
            ]}
          >
            <Input.TextArea rows={4} placeholder={'Idea\nPrototype\nPaying customers'} />
          </Form.Item>
        ) : null}
        {kind === 'long_text' ? (
          <Form.Item
            name="maxLength"
            label="Character limit"
            rules={[{ required: true, message: 'Please give a limit.' }]}
          >
            <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        {kind === 'number' ? (
          <>
            <Form.Item name="min" label="Minimum" extra="Empty for none.">
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="max" label="Maximum" extra="Empty for none.">
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="required"
          valuePropName="checked"
          extra={optionalOnly ? 'Applications have arrived: new questions are optional.' : undefined}
        >
          <Checkbox disabled={optionalOnly}>Required</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
