import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Skeleton, Typography } from 'antd';

import { myJudgingQueueQueryOptions } from '@/api/get-my-judging-queue';
import { useJudgesEvents } from '@/api/get-my-judging';
import { ButtonLink } from '@/components/button-link';
import { progressPercent, scoredProgress, scoredProgressText } from '@/lib/judging-progress';
import { useSession } from '@/lib/session/session';
import { showsJudging } from '@/lib/staff-nav';

function JudgingProgress() {
  const queue = useQuery(myJudgingQueueQueryOptions());
  if (queue.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (queue.isError) return <Typography.Text type="secondary">Failed to fetch judging data</Typography.Text>;
  const progress = scoredProgress(queue.data.events.flatMap((event) => event.assignments.map((each) => each.state)));
  return (
    <>
      <Typography.Text strong data-testid="dashboard-judging-progress">
        {scoredProgressText(progress.scored, progress.assigned)}
      </Typography.Text>
      <Progress percent={progressPercent(progress.scored, progress.assigned)} aria-label="Judging progress" />
    </>
  );
}

/** A judge's dashboard shows 'Judging' with their progress over every event they judge. */
export function JudgingCard() {
  const session = useSession();
  const judgesEvents = useJudgesEvents(session?.user.id);
  if (!showsJudging(session?.user.role, judgesEvents)) return null;
  return (
    <Card
      title="Judging"
      extra={
        <ButtonLink to="/judging" color="primary" variant="solid">
          Go to Judging
        </ButtonLink>
      }
    >
      <JudgingProgress />
    </Card>
  );
}
