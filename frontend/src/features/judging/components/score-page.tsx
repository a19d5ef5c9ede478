import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';

import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { CardPageTitle, PageTitle } from '@/components/page-title';

import { scoreSheetQueryOptions } from '../api/get-score-sheet';
import type { ScoreSheetView } from '../api/types';
import { RecuseAssignmentButton } from './recuse-dialog';
import { ReturningVentureCard } from './returning-venture';
import { ScoreForm } from './score-form';
import { SubmissionView } from './submission-view';

/** Previous and Next through the judge's queue of the event (recused ones skipped). */
function QueueNav({ view }: { view: ScoreSheetView }) {
  const search = { event: view.eventId };
  return (
    <Space wrap>
      {view.previousProjectId ? (
        <ButtonLink to="/judging/$projectId" params={{ projectId: view.previousProjectId }} search={search}>
          Previous
        </ButtonLink>
      ) : (
        <Button disabled>Previous</Button>
      )}
      {view.nextProjectId ? (
        <ButtonLink to="/judging/$projectId" params={{ projectId: view.nextProjectId }} search={search}>
          Next
        </ButtonLink>
      ) : (
        <Button disabled>Next</Button>
      )}
    </Space>
  );
}

function LoadFailure({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : undefined;
  const back = (
    <ButtonLink to="/judging" color="primary" variant="solid">
      Back to Judging
    </ButtonLink>
  );
  if (status === 403) {
    // No longer a judge of the event, or a conflict with the team: the server says which.
    const reason =
      error instanceof ApiError && (error.code === 'JUDGE_HAS_CONFLICT' || error.code === 'NOT_EVENT_JUDGE')
        ? error.message
        : 'This submission is not assigned to you.';
    return <Result status="403" title={<CardPageTitle>Access Denied</CardPageTitle>} subTitle={reason} extra={back} />;
  }
  if (status === 404)
    return (
      <Result
        status="404"
        title={<CardPageTitle>Submission Not Found</CardPageTitle>}
        subTitle="The submission you're looking for doesn't exist."
        extra={back}
      />
    );
  // e.g. 400 when the project was judged in several events and the link names none.
  const reason = error instanceof ApiError && status === 400 ? error.message : undefined;
  return (
    <Result
      status="error"
      title={<CardPageTitle>Failed to load the score sheet.</CardPageTitle>}
      subTitle={reason}
      extra={back}
    />
  );
}

function PhaseNotice({ view }: { view: ScoreSheetView }) {
  if (view.phase === 'closed' || view.phase === 'published')
    return <Alert type="warning" showIcon title="Judging is closed." />;
  if (view.phase === 'not_started') return <Alert type="info" showIcon title="Judging is not open for this event." />;
  if (view.state === 'recused')
    return <Alert type="info" showIcon title="You recused yourself from this submission." />;
  return null;
}

/** /judging/{projectId}: the submission as submitted beside the judge's score sheet. */
export function ScorePage({ projectId, eventId }: { projectId: string; eventId: string | undefined }) {
  const sheet = useQuery(scoreSheetQueryOptions(projectId, eventId));

  if (sheet.isPending) return <Skeleton active aria-label="Loading the score sheet" />;
  if (sheet.isError) return <LoadFailure error={sheet.error} />;

  const view = sheet.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <ButtonLink to="/judging">Back to Judging</ButtonLink>
        <QueueNav view={view} />
      </Space>
      <header>
        <Typography.Text type="secondary">Score Project · {view.eventTitle}</Typography.Text>
        <PageTitle>{view.submission.title}</PageTitle>
        {view.submission.tagline ? <p>{view.submission.tagline}</p> : null}
      </header>
      <PhaseNotice view={view} />
      <SubmissionView submission={view.submission} />
      {view.venture ? <ReturningVentureCard venture={view.venture} /> : null}
      <Card title="Score Sheet">
        {view.criteria.length === 0 ? (
          <Empty description="No judging criteria defined" />
        ) : (
          <ScoreForm
            // Kept across saves (the refetched sheet holds what the form already shows).
            key={view.assignmentId}
            assignmentId={view.assignmentId}
            criteria={view.criteria}
            saved={view.sheet}
            readOnly={!view.editable}
          />
        )}
      </Card>
      {view.editable ? <RecuseAssignmentButton assignmentId={view.assignmentId} title={view.submission.title} /> : null}
    </Space>
  );
}
