import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Card, Form, Skeleton } from 'antd';

import { ApiError } from '@/api/api-error';
import { fieldMessages } from '@/api/field-problems';
import { CHECKIN_FIELD_LABELS } from '@/components/checkin-questions/checkin-labels';
import { CheckinQuestionsFields } from '@/components/checkin-questions/checkin-questions-fields';
import { PageTitle } from '@/components/page-title';
import { useServerError } from '@/hooks/use-server-error';

import { checkinQueryOptions, useAnswerCheckin, type Checkin } from '../api/checkin';
import { CHECKIN_API_FIELDS, checkinBody, type CheckinFormValues } from '../checkin-form';
import styles from './checkin-form.module.css';

/** The form itself, once the check-in is known and still open. */
function CheckinForm({ checkin }: { checkin: Checkin }) {
  const [form] = Form.useForm<CheckinFormValues>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const answer = useAnswerCheckin(checkin.ventureId, checkin.id);

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
          fieldMessages(error, CHECKIN_FIELD_LABELS).map(({ field, message }) => ({
            name: CHECKIN_API_FIELDS[field] ?? CHECKIN_API_FIELDS[field.split('.')[0] ?? ''] ?? 'whatHappened',
            errors: [message],
          })),
        );
        showServerError(error, { title: 'Failed to submit check-in', labels: CHECKIN_FIELD_LABELS });
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
        <CheckinQuestionsFields />
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
