import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Skeleton, Space, Typography } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { DateCell } from '@/components/date-cell';
import { PageTitle } from '@/components/page-title';
import { StatusBadge } from '@/components/status-badge';
import { formatInZone } from '@/lib/event-dates';

import { leaderboardsQueryOptions } from '@/api/list-leaderboards';
import type { LeaderboardSummary } from '../api/types';

export const NO_RESULTS = 'No results have been published yet.';

/** `/judging/leaderboard`: the events with published results (staff: also judging or judged), newest first. */
export function LeaderboardsPage() {
  const events = useQuery(leaderboardsQueryOptions());
  return (
    <section aria-label="Leaderboards">
      <PageTitle>Leaderboards</PageTitle>
      {events.isPending ? (
        <Skeleton active aria-label="Loading leaderboards" />
      ) : events.isError ? (
        <Alert type="error" showIcon title="Failed to load the leaderboards." />
      ) : events.data.length === 0 ? (
        <Empty description={NO_RESULTS} />
      ) : (
        <Card>
          <List<LeaderboardSummary>
            dataSource={events.data}
            renderItem={(event) => (
              <List.Item data-testid="leaderboard-event">
                <Space orientation="vertical" size={2}>
                  <Space wrap align="center">
                    <ButtonLink
                      to="/leaderboard/$eventId"
                      params={{ eventId: event.eventId }}
                      variant="link"
                      color="primary"
                      style={{ padding: 0, fontSize: 16 }}
                    >
                      {event.eventTitle}
                    </ButtonLink>
                    <StatusBadge kind="judgingPhase" state={event.phase} />
                  </Space>
                  <Typography.Text type="secondary">
                    <DateCell>{formatInZone(event.startDate, event.timezone)}</DateCell> –{' '}
                    <DateCell>{formatInZone(event.endDate, event.timezone)}</DateCell>
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
    </section>
  );
}
