import { useQuery } from '@tanstack/react-query';
import { Card, Divider, List, Progress, Space, Typography } from 'antd';
import { Fragment } from 'react';

import { ButtonLink } from '@/components/button-link';

import { projectResultsQueryOptions } from '../api/get-project-results';
import type { ProjectEventResult } from '../api/types';
import { averagePercent, formatScore, rankText } from '../leaderboard-view';
import { PlaceBadge } from './place-badge';

function EventResult({ result }: { result: ProjectEventResult }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="event-result">
      <div>
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="results-rank">
            {result.rank === null ? 'Not ranked' : rankText(result.rank, result.trackSize, result.track)}
          </Typography.Title>
          {result.place ? <PlaceBadge place={result.place} /> : null}
        </Space>
        <div>
          <ButtonLink
            to="/leaderboard/$eventId"
            params={{ eventId: result.eventId }}
            variant="link"
            color="primary"
            style={{ padding: 0 }}
          >
            {`Leaderboard of ${result.eventTitle}`}
          </ButtonLink>
        </div>
      </div>
      <section aria-label="Per-criterion averages">
        {result.criteria.map((criterion) => (
          <div key={criterion.criterionId}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text>{criterion.label}</Typography.Text>
              <Typography.Text strong>{`${formatScore(criterion.average)} / 5`}</Typography.Text>
            </Space>
            <Progress
              percent={averagePercent(criterion.average)}
              showInfo={false}
              aria-label={`${criterion.label} average`}
            />
          </div>
        ))}
      </section>
      <section aria-label="Feedback from the judges">
        <Typography.Title level={5}>Feedback from the judges</Typography.Title>
        {result.feedback.length === 0 ? (
          <Typography.Text type="secondary">The judges left no feedback.</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={result.feedback}
            renderItem={(item) => (
              <List.Item>
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{item.judge}</Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{item.text}</Typography.Paragraph>
                </Space>
              </List.Item>
            )}
          />
        )}
      </section>
    </Space>
  );
}

interface ResultsCardProps {
  projectId: string;
  /** Only this event's results (the participant dashboard's Project tab). */
  eventId?: string;
}

/**
 * The 'Results' card of a team's project once results are published: rank in the track,
 * per-criterion averages and the judges' anonymised feedback. Nothing before publishing.
 */
export function ResultsCard({ projectId, eventId }: ResultsCardProps) {
  const results = useQuery(projectResultsQueryOptions(projectId));
  const shown = (results.data?.results ?? []).filter((result) => eventId === undefined || result.eventId === eventId);
  // Not published yet (or not readable): the card has nothing to show.
  if (shown.length === 0) return null;
  return (
    <Card title="Results">
      {shown.map((result, index) => (
        <Fragment key={result.eventId}>
          {index > 0 ? <Divider /> : null}
          <EventResult result={result} />
        </Fragment>
      ))}
    </Card>
  );
}
