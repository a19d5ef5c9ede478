import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Result, Segmented, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';

import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { CardPageTitle, PageTitle } from '@/components/page-title';
import { StatusBadge } from '@/components/status-badge';
import { trackLabel } from '@/design/status-look';

import { leaderboardQueryOptions } from '../api/get-leaderboard';
import type { Leaderboard } from '../api/types';
import type { RankingMode } from '../leaderboard-view';
import { LeaderboardTable } from './leaderboard-table';

export const NOT_PUBLISHED = 'Results have not been published yet.';

const back = (
  <ButtonLink to="/judging/leaderboard" color="primary" variant="solid">
    All Leaderboards
  </ButtonLink>
);

function LoadFailure({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 403)
    return <Result status="info" title={<CardPageTitle>{NOT_PUBLISHED}</CardPageTitle>} extra={back} />;
  if (status === 404 || status === 400)
    return (
      <Result
        status="404"
        title={<CardPageTitle>Event Not Found</CardPageTitle>}
        subTitle="This event does not exist."
        extra={back}
      />
    );
  return <Result status="error" title={<CardPageTitle>Failed to load the leaderboard.</CardPageTitle>} extra={back} />;
}

function Rankings({ leaderboard, staff }: { leaderboard: Leaderboard; staff: boolean }) {
  const [mode, setMode] = useState<RankingMode>('normalised');
  const shownMode = staff ? mode : 'normalised';
  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {staff ? (
          <Space wrap align="center">
            <Typography.Text>Ranking:</Typography.Text>
            <Segmented<RankingMode>
              aria-label="Ranking"
              value={mode}
              onChange={setMode}
              options={[
                { value: 'normalised', label: 'Normalised' },
                { value: 'raw', label: 'Raw' },
              ]}
            />
            <Typography.Text type="secondary">
              Rows marked ▲/▼ moved when normalisation corrected harsh and lenient judges.
            </Typography.Text>
          </Space>
        ) : null}
        <Tabs
          defaultActiveKey="overall"
          items={[
            {
              key: 'overall',
              label: 'Overall',
              children: <LeaderboardTable rows={leaderboard.overall} mode={shownMode} showMovement={staff} />,
            },
            ...leaderboard.tracks.map((track) => ({
              key: `track-${track.track}`,
              label: trackLabel(track.track),
              children: <LeaderboardTable rows={track.rows} mode={shownMode} showMovement={staff} />,
            })),
          ]}
        />
      </Space>
    </Card>
  );
}

/** `/leaderboard/{eventId}`: the ranking overall and per track; staff also see it before publishing. */
export function LeaderboardPage({ eventId }: { eventId: string }) {
  const leaderboard = useQuery(leaderboardQueryOptions(eventId));

  if (leaderboard.isPending) return <Skeleton active aria-label="Loading leaderboard" />;
  if (leaderboard.isError) return <LoadFailure error={leaderboard.error} />;

  const data = leaderboard.data;
  // Only staff get the judging state (and the raw ranks).
  const judging = data.judging;
  const staff = judging !== undefined;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <ButtonLink to="/judging/leaderboard">Back to Leaderboards</ButtonLink>
      <header>
        <PageTitle>{data.eventTitle}</PageTitle>
        <Typography.Text type="secondary">Leaderboard</Typography.Text>
      </header>
      {judging ? (
        <Space wrap align="center">
          <StatusBadge kind="judgingPhase" state={judging.phase} data-testid="leaderboard-judging-state" />
          <Typography.Text type="secondary">{`${judging.sheets} completed sheets`}</Typography.Text>
          {!data.published ? <Alert type="info" showIcon title={`Only staff see this: ${NOT_PUBLISHED}`} /> : null}
        </Space>
      ) : null}
      <Rankings leaderboard={data} staff={staff} />
    </Space>
  );
}
