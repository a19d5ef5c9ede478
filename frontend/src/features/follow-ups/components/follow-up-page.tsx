import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Popconfirm, Skeleton } from 'antd';

import { ApiError } from '@/api/api-error';
import { fieldMessages } from '@/api/field-problems';
import { CHECKIN_API_FIELDS, checkinBody, type CheckinFormValues } from '@/components/checkin-questions/checkin-body';
import { CHECKIN_FIELD_LABELS } from '@/components/checkin-questions/checkin-labels';
import { CheckinQuestionsFields } from '@/components/checkin-questions/checkin-questions-fields';
import { PageTitle } from '@/components/page-title';
import { useServerError } from '@/hooks/use-server-error';

import { followUpQueryOptions, useAnswerFollowUp, useStopAsking, type FollowUp } from '../api/follow-up';
import styles from './follow-up-page.module.css';

/** The survey: the check-in's questions, sent as the applicant's answer. */
function FollowUpForm({ followUp }: { followUp: FollowUp }) {
  const [form] = Form.useForm<CheckinFormValues>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const answer = useAnswerFollowUp(followUp.id);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const built = checkinBody(values);
    if ('problems' in built) {
      form.setFields(built.problems.map(({ field, message }) => ({ name: field, errors: [message] })));
      return;
    }
    answer.mutate(built.body, {
      onSuccess: () => notification.success({ title: 'Thank you!', description: 'Your answer was recorded.' }),
      onError: (error) => {
        form.setFields(
          fieldMessages(error, CHECKIN_FIELD_LABELS).map(({ field, message }) => ({
            name: CHECKIN_API_FIELDS[field] ?? CHECKIN_API_FIELDS[field.split('.')[0] ?? ''] ?? 'whatHappened',
            errors: [message],
          })),
        );
        showServerError(error, { title: 'Failed to submit the survey', labels: CHECKIN_FIELD_LABELS });
      },
    });
  }

  return (
    <Card>
      <Form
        form={form}
        layout="vertical"
        name="follow-up"
        initialValues={{ continuing: 'continuing', pilots: [] }}
        onFinish={() => void submit()}
      >
        <CheckinQuestionsFields />
        <Button type="primary" htmlType="submit" loading={answer.isPending}>
          Submit
        </Button>
      </Form>
    </Card>
  );
}

/** Withdraws consent: nothing more is asked or reminded. */
function StopAsking({ followUp }: { followUp: FollowUp }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const withdraw = useStopAsking();
  return (
    <Popconfirm
      title="Stop asking me?"
      description="We will not ask you about this application again."
      okText="Stop asking me"
      onConfirm={() =>
        withdraw.mutate(followUp.applicationId, {
          onSuccess: () => notification.success({ title: 'We will not ask you again.' }),
          onError: (error) => showServerError(error, { title: 'Failed to withdraw consent' }),
        })
      }
    >
      <Button loading={withdraw.isPending}>Stop asking me</Button>
    </Popconfirm>
  );
}

/** The follow-up survey reached from its email (insights.md 5), for the signed-in applicant. */
export function FollowUpPage({ followUpId }: { followUpId: string }) {
  const followUp = useQuery(followUpQueryOptions(followUpId));
  if (followUp.isPending) return <Skeleton active aria-label="Loading survey" />;
  if (followUp.isError) {
    const missing = followUp.error instanceof ApiError && [403, 404].includes(followUp.error.status);
    return (
      <div className={styles.page}>
        <PageTitle>How did your idea go?</PageTitle>
        <Alert
          type="error"
          showIcon
          title={missing ? 'Survey not found' : 'Failed to load the survey.'}
          description={missing ? 'It does not exist, or it was sent to someone else.' : undefined}
        />
      </div>
    );
  }
  const data = followUp.data;
  return (
    <div className={styles.page}>
      <PageTitle>How did your idea go?</PageTitle>
      <p className={styles.intro}>
        When you applied to {data.eventTitle} you said we may ask you in 6 months how your idea went. Your answer helps
        the programme learn whether it picks well.
      </p>
      {data.state === 'answered' ? (
        <Alert type="success" showIcon title="This survey has already been answered. Thank you!" />
      ) : data.state === 'cancelled' ? (
        <Alert type="info" showIcon title="This survey no longer applies." />
      ) : data.state === 'scheduled' ? (
        <Alert type="info" showIcon title="This survey is not open yet." />
      ) : (
        <FollowUpForm followUp={data} />
      )}
      {data.state === 'scheduled' || data.state === 'asked' ? <StopAsking followUp={data} /> : null}
    </div>
  );
}
