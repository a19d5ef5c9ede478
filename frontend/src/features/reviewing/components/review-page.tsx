import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Card, Descriptions, Empty, Result, Skeleton, Space, Typography } from 'antd';

import { ApiError } from '@/api/api-error';
import { myReviewingKeys } from '@/api/query-keys';
import { ButtonLink } from '@/components/button-link';
import { CardPageTitle, PageTitle } from '@/components/page-title';
import { formatTotal, SCORE_LABELS } from '@/lib/rubric-scores';

import { applicationForReviewQueryOptions } from '../api/get-application-for-review';
import { reviewQueueQueryOptions } from '../api/get-review-queue';
import type { ApplicationForReview, ReviewEventQueue } from '../api/types';
import { applicationLabel, neighbours, nextToReview, reviewedProgressText } from '../review-queue';
import { useReviewKeys } from '../use-review-keys';
import { ApplicationAnswers } from './application-answers';
import { RecuseReviewButton } from './recuse-review-dialog';
import { RECOMMENDATION_LABELS, ReviewForm } from './review-form';

const back = (
  <ButtonLink to="/review" color="primary" variant="solid">
    Back to Review
  </ButtonLink>
);

function LoadFailure({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 403) {
    // Not a reviewer of the event (or no longer), not assigned, or a conflict: the server says which.
    const reason = error instanceof ApiError ? error.message : 'This application is not assigned to you.';
    return <Result status="403" title={<CardPageTitle>Access Denied</CardPageTitle>} subTitle={reason} extra={back} />;
  }
  if (status === 404)
    return (
      <Result
        status="404"
        title={<CardPageTitle>Application Not Found</CardPageTitle>}
        subTitle="The application you're looking for doesn't exist."
        extra={back}
      />
    );
  return <Result status="error" title={<CardPageTitle>Failed to load the application.</CardPageTitle>} extra={back} />;
}

/** A review that can no longer change: what was saved. */
function SavedReviewView({ application }: { application: ApplicationForReview }) {
  const { review, criteria } = application;
  if (!review) return <Empty description="You did not review this application." />;
  const scores = new Map(review.scores.map((entry) => [entry.criterionId, entry.score]));
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        ...criteria.map((criterion) => {
          const score = scores.get(criterion.id);
          return {
            key: criterion.id,
            label: criterion.label,
            children: score === undefined ? 'Not scored' : `${score} ${SCORE_LABELS[score]}`,
          };
        }),
        { key: 'total', label: 'Weighted total', children: formatTotal(review.total) },
        { key: 'note', label: 'Note to staff', children: review.noteToStaff ?? 'None' },
        {
          key: 'recommendation',
          label: 'Recommendation',
          children: review.recommendation ? RECOMMENDATION_LABELS[review.recommendation] : 'None',
        },
      ]}
    />
  );
}

function QueueNav({ previous, next }: { previous: string | null; next: string | null }) {
  return (
    <Space wrap>
      {previous ? (
        <ButtonLink to="/review/$applicationId" params={{ applicationId: previous }}>
          Previous
        </ButtonLink>
      ) : (
        <Button disabled>Previous</Button>
      )}
      {next ? (
        <ButtonLink to="/review/$applicationId" params={{ applicationId: next }}>
          Next
        </ButtonLink>
      ) : (
        <Button disabled>Next</Button>
      )}
    </Space>
  );
}

function ReviewCard({
  application,
  event,
  onReload,
}: {
  application: ApplicationForReview;
  event: ReviewEventQueue | undefined;
  onReload: () => void;
}) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  if (!application.assigned)
    return (
      <Card title="Review">
        <Alert type="info" showIcon title="You are not assigned to review this application." />
      </Card>
    );
  if (application.decided)
    return (
      <Card title="Your Review">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type="warning"
            showIcon
            title="A decision has been made for this application, so its reviews can no longer change."
          />
          <SavedReviewView application={application} />
        </Space>
      </Card>
    );
  if (application.criteria.length === 0)
    return (
      <Card title="Your Review">
        <Empty description="This event has no rubric yet: staff add its criteria on the Review tab." />
      </Card>
    );
  const moveOn = () => {
    const next = event ? nextToReview(event.items, application.applicationId) : null;
    if (next) void navigate({ to: '/review/$applicationId', params: { applicationId: next } });
    else {
      notification.info({ title: 'Every application assigned to you in this event is reviewed.' });
      void navigate({ to: '/review' });
    }
  };
  return (
    <Card title="Your Review">
      <ReviewForm
        // A reload (after a 409) remounts the form with what is stored.
        key={`${application.applicationId}:${application.review?.version ?? 0}`}
        applicationId={application.applicationId}
        criteria={application.criteria}
        saved={application.review}
        onSaved={moveOn}
        onReload={onReload}
      />
    </Card>
  );
}

/** /review/{applicationId}: the application (blind or not) beside the reviewer's rubric. */
export function ReviewPage({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const application = useQuery(applicationForReviewQueryOptions(applicationId));
  const queue = useQuery(reviewQueueQueryOptions());
  const event = queue.data?.events.find((candidate) => candidate.eventId === application.data?.eventId);
  const around = event ? neighbours(event.items, applicationId) : { previous: null, next: null };

  useReviewKeys((action) => {
    const target = action.kind === 'next' ? around.next : action.kind === 'previous' ? around.previous : null;
    if (!target) return false;
    void navigate({ to: '/review/$applicationId', params: { applicationId: target } });
    return true;
  });

  if (application.isPending) return <Skeleton active aria-label="Loading the application" />;
  if (application.isError) return <LoadFailure error={application.error} />;

  const view = application.data;
  const label = event ? applicationLabel(event.items, applicationId) : (view.applicant?.name ?? 'Application');
  const reload = () => void queryClient.invalidateQueries({ queryKey: myReviewingKeys.application(applicationId) });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <ButtonLink to="/review">Back to Review</ButtonLink>
        <QueueNav previous={around.previous} next={around.next} />
      </Space>
      <header>
        <Typography.Text type="secondary">Review Application · {view.eventTitle}</Typography.Text>
        <PageTitle>{view.applicant?.name ?? label}</PageTitle>
        {event ? (
          <Typography.Text data-testid="review-progress">
            {reviewedProgressText(event.reviewed, event.assigned)}
          </Typography.Text>
        ) : null}
      </header>
      <ApplicationAnswers application={view} />
      <ReviewCard application={view} event={event} onReload={reload} />
      {view.assigned && !view.decided ? <RecuseReviewButton applicationId={applicationId} label={label} /> : null}
    </Space>
  );
}
