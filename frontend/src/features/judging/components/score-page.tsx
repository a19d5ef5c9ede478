import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';

import { ApiError } from '@/api/api-error';
import { myJudgingQueueQueryOptions } from '@/api/get-my-judging-queue';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';

import { scoreSheetQueryOptions } from '../api/get-score-sheet';
import { queueNeighbours } from '../score-sheet';
import { RecuseButton } from './recuse-dialog';
import { ScoreForm } from './score-form';
import { SubmissionView } from './submission-view';

function QueueNav({ projectId, eventId }: { projectId: string; eventId: string }) {
  const queue = useQuery(myJudgingQueueQueryOptions());
  const assignments = queue.data?.events.find((event) => event.eventId === eventId)?.assignments ?? [];
  const { previous, next } = queueNeighbours(assignments, projectId);
  return (
    <Space wrap>
      {previous ? (
        <ButtonLink to="/judging/$projectId" params={{ projectId: previous.projectId }} search={{ event: eventId }}>
          Previous
        </ButtonLink>
      ) : (
        <Button disabled>Previous</Button>
      )}
      {next ? (
        <ButtonLink to="/judging/$projectId" params={{ projectId: next.projectId }} search={{ event: eventId }}>
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
  if (status === 403)
    return (
      <Result status="403" title="Access Denied" subTitle="This submission is not assigned to you." extra={back} />
    );
  if (status === 404)
    return (
      <Result
        status="404"
        title="Submission Not Found"
        subTitle={error instanceof Error ? error.message : ''}
        extra={back}
      />
    );
  return <Result status="error" title="Failed to load the score sheet." extra={back} />;
}

/** /judging/{projectId}: the submission as submitted beside the judge's score sheet. */
export function ScorePage({ projectId, eventId }: { projectId: string; eventId: string | undefined }) {
  const sheet = useQuery(scoreSheetQueryOptions(projectId, eventId));

  if (sheet.isPending) return <Skeleton active aria-label="Loading the score sheet" />;
  if (sheet.isError) return <LoadFailure error={sheet.error} />;

  const view = sheet.data;
  const recused = view.assignmentState === 'recused';
  const editable = view.phase === 'open' && !recused;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <ButtonLink to="/judging">Back to Judging</ButtonLink>
        <QueueNav projectId={projectId} eventId={view.eventId} />
      </Space>
      <header>
        <Typography.Text type="secondary">Score Project · {view.eventTitle}</Typography.Text>
        <PageTitle>{view.submission.title}</PageTitle>
        {view.submission.tagline ? <p>{view.submission.tagline}</p> : null}
      </header>
      {recused ? <Alert type="info" showIcon title="You recused yourself from this submission." /> : null}
      {view.phase === 'closed' || view.phase === 'published' ? (
        <Alert type="warning" showIcon title="Judging is closed." />
      ) : view.phase === 'not_started' ? (
        <Alert type="info" showIcon title="Judging is not open for this event." />
      ) : null}
      <SubmissionView submission={view.submission} />
      <Card title="Score Sheet">
        {view.criteria.length === 0 ? (
          <Empty description="No judging criteria defined" />
        ) : (
          <ScoreForm
            key={`${view.eventId}-${projectId}`}
            projectId={projectId}
            eventId={view.eventId}
            criteria={view.criteria}
            saved={view.sheet}
            readOnly={!editable}
          />
        )}
      </Card>
      {editable && view.assignmentState === 'assigned' ? (
        <RecuseButton projectId={projectId} eventId={view.eventId} title={view.submission.title} />
      ) : null}
    </Space>
  );
}
