import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { formatInZone } from '@/lib/event-dates';

import { leaderboardsQueryOptions } from '../api/list-leaderboards';
import type { LeaderboardSummary } from '../api/types';

export const NO_RESULTS = 'No results have been published yet.';

const STATE: Record<LeaderboardSummary['phase'], { label: string; color: string }> = {
  not_started: { label: 'Not started', color: 'default' },
  open: { label: 'Judging open', color: 'green' },
  closed: { label: 'Judging closed', color: 'orange' },
  published: { label: 'Published', color: 'blue' },
};

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
                    <Tag color={STATE[event.phase].color}>{STATE[event.phase].label}</Tag>
                  </Space>
                  <Typography.Text type="secondary">
                    {`${formatInZone(event.startDate, event.timezone)} – ${formatInZone(event.endDate, event.timezone)}`}
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
