import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Skeleton, Typography } from 'antd';

import { myJudgingProgressQueryOptions } from '@/api/get-my-judging-queue';
import { useJudgesEvents } from '@/api/get-my-judging';
import { ButtonLink } from '@/components/button-link';
import { progressPercent, scoredProgressText } from '@/lib/judging-progress';
import { useSession } from '@/lib/session/session';
import { showsJudging } from '@/lib/staff-nav';

function JudgingProgress() {
  const progress = useQuery(myJudgingProgressQueryOptions());
  if (progress.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (progress.isError) return <Typography.Text type="secondary">Failed to fetch judging data</Typography.Text>;
  const { scored, assigned } = progress.data;
  return (
    <>
      <Typography.Text strong data-testid="dashboard-judging-progress">
        {scoredProgressText(scored, assigned)}
      </Typography.Text>
      <Progress percent={progressPercent(scored, assigned)} aria-label="Judging progress" />
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
