import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import type { Milestone, MilestoneType } from '../api/get-venture';
import { useAddMilestone, useEditMilestone } from '../api/venture-commands';
import { milestoneBody, milestoneFormValues, moneyField, type MilestoneFormValues } from '../milestone-form';
import { FUNDING_SOURCE_LABELS, MILESTONE_TYPE_LABELS, PILOT_STATE_LABELS } from '../milestone-text';

const TYPE_OPTIONS = Object.entries(MILESTONE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const FIELD_LABELS = {
  'figures.count': 'Interviews',
  'figures.organisation': 'Organisation',
  'figures.currency': 'Currency',
  'figures.monthlyAmountMinor': 'Monthly amount',
  'figures.amountMinor': 'Amount',
  occurredOn: 'Date',
};

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The figures a milestone type asks for (ventures.md 'Milestone'). */
function FiguresFields({ type }: { type: MilestoneType }) {
  const required = (message: string) => [{ required: true, message }];
  const money = moneyField(type);
  switch (type) {
    case 'customer_interviews':
      return (
        <Form.Item name={['figures', 'count']} label="Interviews" rules={required('Please enter how many.')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'design_partner':
    case 'letter_of_intent':
    case 'pilot':
      return (
        <>
          <Form.Item
            name={['figures', 'organisation']}
            label="Organisation"
            rules={required('Please name the organisation.')}
          >
            <Input maxLength={200} />
          </Form.Item>
          {type === 'pilot' ? (
            <Form.Item name={['figures', 'state']} label="Pilot state" rules={required('Please choose a state.')}>
              <Select options={options(PILOT_STATE_LABELS)} />
            </Form.Item>
          ) : null}
        </>
      );
    case 'revenue':
    case 'funding':
      return (
        <>
          <Form.Item
            name={['figures', money ?? 'amountMinor']}
            label={type === 'revenue' ? 'Monthly amount' : 'Amount'}
            extra="In the currency's main unit, e.g. 1250.50"
            rules={required('Please enter an amount, e.g. 1250.50.')}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name={['figures', 'currency']}
            label="Currency"
            extra="ISO 4217 code, e.g. EUR or USD"
            rules={required('Please enter a currency.')}
          >
            <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
          {type === 'funding' ? (
            <Form.Item name={['figures', 'source']} label="Source" rules={required('Please choose a source.')}>
              <Select options={options(FUNDING_SOURCE_LABELS)} />
            </Form.Item>
          ) : null}
        </>
      );
    case 'team_change':
      return (
        <>
          <Form.Item name={['figures', 'person']} label="Who" rules={required('Please say who joined or left.')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name={['figures', 'change']} label="Joined or left" rules={required('Please choose one.')}>
            <Select
              options={[
                { value: 'joined', label: 'Joined' },
                { value: 'left', label: 'Left' },
              ]}
            />
          </Form.Item>
        </>
      );
    case 'pivot':
      return (
        <Form.Item name={['figures', 'change']} label="What changed" rules={required('Please say what changed.')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      );
    case 'stopped':
      return (
        <Form.Item name={['figures', 'reason']} label="Why" rules={required('Please say why.')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      );
  }
}

interface MilestoneDialogProps {
  ventureId: string;
  /** The milestone to edit; none adds one. */
  milestone?: Milestone;
  open: boolean;
  onClose: () => void;
}

/** 'Add Milestone' and its edit: a form per milestone type; the server's field problems shown inline. */
export function MilestoneDialog({ ventureId, milestone, open, onClose }: MilestoneDialogProps) {
  const [form] = Form.useForm<MilestoneFormValues>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const add = useAddMilestone(ventureId);
  const edit = useEditMilestone(ventureId);
  const type = Form.useWatch('type', form);

  useEffect(() => {
    if (open) form.setFieldsValue(milestone ? milestoneFormValues(milestone) : { occurredOn: today(), figures: {} });
  }, [open, milestone, form]);

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const built = milestoneBody({ ...values, figures: values.figures ?? {} });
    if ('problem' in built) {
      form.setFields([
        { name: ['figures', built.problem.field.replace(/^figures\./, '')], errors: [built.problem.message] },
      ]);
      return;
    }
    const callbacks = {
      onSuccess: () => {
        notification.success({ title: milestone ? 'Milestone saved' : 'Milestone added' });
        form.resetFields();
        onClose();
      },
      onError: (error: unknown) =>
        showServerError(error, { title: 'Failed to save milestone', form, labels: FIELD_LABELS }),
    };
    if (milestone) edit.mutate({ milestoneId: milestone.id, body: built.body }, callbacks);
    else add.mutate(built.body, callbacks);
  }

  return (
    <Modal
      title={milestone ? 'Edit Milestone' : 'Add Milestone'}
      open={open}
      okText={milestone ? 'Save Milestone' : 'Add Milestone'}
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => void save()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="milestone">
        <Form.Item name="type" label="Type" rules={[{ required: true, message: 'Please choose a milestone type.' }]}>
          <Select
            options={TYPE_OPTIONS}
            placeholder="Select a type"
            onChange={() => form.setFieldValue('figures', {})}
          />
        </Form.Item>
        <Form.Item name="occurredOn" label="Date" rules={[{ required: true, message: 'Please enter the date.' }]}>
          <Input type="date" max={today()} />
        </Form.Item>
        {type ? <FiguresFields type={type} /> : null}
        <Form.Item name="link" label="Link (optional)">
          <Input type="url" placeholder="https://" />
        </Form.Item>
        <Form.Item name="description" label="Description (optional)">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
