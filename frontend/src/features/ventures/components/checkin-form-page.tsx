import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Select, Skeleton } from 'antd';

import { ApiError } from '@/api/api-error';
import { fieldMessages } from '@/api/field-problems';
import { PageTitle } from '@/components/page-title';
import { useServerError } from '@/hooks/use-server-error';

import { checkinQueryOptions, useAnswerCheckin, type Checkin } from '../api/checkin';
import { CHECKIN_API_FIELDS, checkinBody, type CheckinFormValues } from '../checkin-form';
import { FUNDING_SOURCE_LABELS, PILOT_STATE_LABELS } from '../milestone-text';
import styles from './checkin-form.module.css';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const CONTINUING_OPTIONS = [
  { value: 'continuing', label: 'Continuing' },
  { value: 'paused', label: 'Paused' },
  { value: 'stopped', label: 'Stopped' },
];

const FIELD_LABELS = {
  whatHappened: 'What happened since',
  customerInterviews: 'Customer interviews',
  'revenue.monthlyAmountMinor': 'Monthly revenue',
  'revenue.currency': 'Revenue currency',
  'funding.amountMinor': 'Funding amount',
  'funding.currency': 'Funding currency',
  'funding.source': 'Funding source',
  continuing: 'Still working on it?',
};

/** The form itself, once the check-in is known and still open. */
function CheckinForm({ checkin }: { checkin: Checkin }) {
  const [form] = Form.useForm<CheckinFormValues>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const answer = useAnswerCheckin(checkin.ventureId, checkin.id);
  const continuing = Form.useWatch('continuing', form);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const built = checkinBody(values);
    if ('problems' in built) {
      form.setFields(built.problems.map(({ field, message }) => ({ name: field, errors: [message] })));
      return;
    }
    answer.mutate(built.body, {
      onSuccess: () => {
        notification.success({ title: 'Check-in submitted', description: 'Thank you! Your figures were added.' });
        void navigate({ to: '/ventures/$ventureId', params: { ventureId: checkin.ventureId } });
      },
      onError: (error) => {
        // Each problem under the field the user typed it in (money fields hold major units here).
        form.setFields(
          fieldMessages(error, FIELD_LABELS).map(({ field, message }) => ({
            name: CHECKIN_API_FIELDS[field] ?? CHECKIN_API_FIELDS[field.split('.')[0] ?? ''] ?? 'whatHappened',
            errors: [message],
          })),
        );
        showServerError(error, { title: 'Failed to submit check-in', labels: FIELD_LABELS });
      },
    });
  }

  return (
    <Card>
      <Form
        form={form}
        layout="vertical"
        name="checkin"
        initialValues={{ continuing: 'continuing', pilots: [] }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="whatHappened"
          label="What happened since?"
          rules={[{ required: true, whitespace: true, message: 'Please tell us what happened since.' }]}
        >
          <Input.TextArea rows={4} maxLength={4000} showCount />
        </Form.Item>
        <Form.Item name="customerInterviews" label="Customer interviews">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="designPartners"
          label="Design partners"
          extra="Name each organisation; press Enter after each."
        >
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} placeholder="e.g. Acme Foods" />
        </Form.Item>
        <Form.List name="pilots">
          {(fields, { add, remove }) => (
            <Form.Item label="Pilots">
              {fields.map((field) => (
                <div key={field.key} className={styles.pilot}>
                  <Form.Item
                    name={[field.name, 'organisation']}
                    rules={[{ required: true, whitespace: true, message: 'Please name the organisation.' }]}
                  >
                    <Input placeholder="Organisation" aria-label="Pilot organisation" maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'state']} initialValue="agreed">
                    <Select options={options(PILOT_STATE_LABELS)} aria-label="Pilot state" />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} aria-label="Remove pilot">
                    Remove
                  </Button>
                </div>
              ))}
              <Button onClick={() => add({ state: 'agreed' })}>Add pilot</Button>
            </Form.Item>
          )}
        </Form.List>
        <div className={styles.money}>
          <Form.Item name="revenueAmount" label="Monthly revenue" extra="In the currency's main unit, e.g. 1250.50">
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="revenueCurrency" label="Revenue currency" extra="e.g. EUR">
            <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </div>
        <div className={styles.money}>
          <Form.Item name="fundingAmount" label="Funding raised" extra="In the currency's main unit">
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="fundingCurrency" label="Funding currency" extra="e.g. EUR">
            <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
          <Form.Item name="fundingSource" label="Funding source">
            <Select options={options(FUNDING_SOURCE_LABELS)} allowClear />
          </Form.Item>
        </div>
        <Form.Item
          name="continuing"
          label="Still working on it?"
          rules={[{ required: true, message: 'Please say whether you are still working on it.' }]}
        >
          <Radio.Group options={CONTINUING_OPTIONS} optionType="button" />
        </Form.Item>
        {continuing === 'stopped' ? (
          <Form.Item name="stoppedReason" label="Why did you stop? (optional)">
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={answer.isPending}>
          Submit Check-in
        </Button>
      </Form>
    </Card>
  );
}

/** The check-in form reached from the email (ventures.md 'Check-ins and reminders'). */
export function CheckinFormPage({ ventureId, checkinId }: { ventureId: string; checkinId: string }) {
  const checkin = useQuery(checkinQueryOptions(ventureId, checkinId));
  if (checkin.isPending) return <Skeleton active aria-label="Loading check-in" />;
  if (checkin.isError) {
    const missing = checkin.error instanceof ApiError && [403, 404].includes(checkin.error.status);
    return (
      <div className={styles.page}>
        <PageTitle>Check-in</PageTitle>
        <Alert
          type="error"
          showIcon
          title={missing ? 'Check-in not found' : 'Failed to load check-in.'}
          description={missing ? 'It does not exist, or it belongs to a venture you are not on.' : undefined}
        />
      </div>
    );
  }
  const data = checkin.data;
  const venturePage = (
    <Link to="/ventures/$ventureId" params={{ ventureId: data.ventureId }}>
      Back to {data.ventureName}
    </Link>
  );
  return (
    <div className={styles.page}>
      <PageTitle>Check-in: {data.ventureName}</PageTitle>
      <p className={styles.intro}>
        {data.offsetDays} days after {data.sprint.title}. Your figures are added to the venture as self-reported
        milestones.
      </p>
      {data.state === 'answered' ? (
        <Alert type="success" showIcon title="This check-in has already been answered." description={venturePage} />
      ) : data.state === 'cancelled' ? (
        <Alert type="info" showIcon title="This check-in no longer applies." description={venturePage} />
      ) : (
        <>
          <CheckinForm checkin={data} />
          {venturePage}
        </>
      )}
    </div>
  );
}
