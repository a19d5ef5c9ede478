import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Progress, Skeleton, Space, Typography } from 'antd';

import { myJudgingQueueQueryOptions, type JudgeEventQueue } from '@/api/get-my-judging-queue';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { StatusBadge } from '@/components/status-badge';
import { TrackBadges } from '@/components/track-badges';
import { progressPercent, scoredProgressText } from '@/lib/judging-progress';

import { DeclareConflictButton } from './declare-conflict-dialog';

type Assignment = JudgeEventQueue['assignments'][number];

/** 'Score' for a sheet to fill while judging is open, 'Edit' for a scored one, else 'View'. */
function OpenSheetLink({ eventId, open, assignment }: { eventId: string; open: boolean; assignment: Assignment }) {
  const toScore = open && assignment.state === 'assigned';
  return (
    <ButtonLink
      to="/judging/$projectId"
      params={{ projectId: assignment.projectId }}
      search={{ event: eventId }}
      aria-label={`Open ${assignment.title}`}
      color={toScore ? 'primary' : 'default'}
      variant={toScore ? 'solid' : 'outlined'}
    >
      {toScore ? 'Score' : open ? 'Edit' : 'View'}
    </ButtonLink>
  );
}

function EventQueue({ event }: { event: JudgeEventQueue }) {
  const open = event.phase === 'open';
  return (
    <Card
      title={event.eventTitle}
      extra={<StatusBadge kind="judgingPhase" state={event.phase} data-testid="judging-phase" />}
      data-testid="judging-event"
      aria-label={event.eventTitle}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <div style={{ minWidth: 220 }}>
            <Typography.Text strong data-testid="judging-progress">
              {scoredProgressText(event.scored, event.total)}
            </Typography.Text>
            <Progress
              percent={progressPercent(event.scored, event.total)}
              size="small"
              aria-label={`${event.eventTitle} progress`}
            />
          </div>
          <DeclareConflictButton eventId={event.eventId} eventTitle={event.eventTitle} />
        </Space>
        {open ? null : <Alert type="info" showIcon title="Judging is not open for this event." />}
        <List
          dataSource={event.assignments}
          rowKey="assignmentId"
          locale={{ emptyText: 'No submissions assigned to you yet.' }}
          renderItem={(assignment) => (
            <List.Item
              data-testid="judging-assignment"
              actions={
                assignment.state === 'recused'
                  ? []
                  : [<OpenSheetLink key="open" eventId={event.eventId} open={open} assignment={assignment} />]
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{assignment.title}</span>
                    <StatusBadge kind="assignment" state={assignment.state} data-testid="assignment-status" />
                  </Space>
                }
                description={
                  <Space orientation="vertical" size={2}>
                    {assignment.tagline ? <span>{assignment.tagline}</span> : null}
                    <TrackBadges tracks={[assignment.track]} />
                    {assignment.recusalReason ? <span>Recused: {assignment.recusalReason}</span> : null}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
        {event.conflicts.length > 0 ? (
          <section aria-label="Your declared conflicts">
            <Typography.Text type="secondary">Your declared conflicts:</Typography.Text>
            <ul style={{ margin: 0 }}>
              {event.conflicts.map((conflict) => (
                <li key={conflict.id}>
                  {conflict.projectTitle}: {conflict.reason}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Space>
    </Card>
  );
}

/** /judging: the judge's assignments, one card per event they judge. */
export function JudgingPage() {
  const queue = useQuery(myJudgingQueueQueryOptions());

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle>Judging</PageTitle>
      {queue.isPending ? (
        <Skeleton active aria-label="Loading your assignments" />
      ) : queue.isError ? (
        <Alert type="error" showIcon title="Failed to fetch judging data" />
      ) : queue.data.events.length === 0 ? (
        <Empty description="You are not a judge of any event yet." />
      ) : (
        queue.data.events.map((event) => <EventQueue key={event.eventId} event={event} />)
      )}
    </Space>
  );
}
