import { useQuery } from '@tanstack/react-query';
import { Card, List, Progress, Space, Typography } from 'antd';

import { ButtonLink } from '@/components/button-link';

import { projectResultsQueryOptions } from '../api/get-project-results';
import type { MyResults } from '../api/types';
import { averagePercent, formatScore, rankText } from '../leaderboard-view';

function ResultsBody({ results }: { results: MyResults }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="results-rank">
          {rankText(results.rank, results.of, results.track)}
        </Typography.Title>
        <ButtonLink
          to="/leaderboard/$eventId"
          params={{ eventId: results.eventId }}
          variant="link"
          color="primary"
          style={{ padding: 0 }}
        >
          {`Leaderboard of ${results.eventTitle}`}
        </ButtonLink>
      </div>
      <section aria-label="Per-criterion averages">
        {results.criteria.map((criterion) => (
          <div key={criterion.criterionId}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text>{criterion.label}</Typography.Text>
              <Typography.Text strong>{formatScore(criterion.average)} / 5</Typography.Text>
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
        {results.feedback.length === 0 ? (
          <Typography.Text type="secondary">The judges left no feedback.</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={results.feedback}
            renderItem={(item) => (
              <List.Item>
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{item.judge}</Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {item.feedback}
                  </Typography.Paragraph>
                </Space>
              </List.Item>
            )}
          />
        )}
      </section>
    </Space>
  );
}

/**
 * The 'Results' card of a team's project once results are published: rank in the track,
 * per-criterion averages and the judges' anonymised feedback. Nothing before publishing.
 */
export function ResultsCard({ projectId }: { projectId: string }) {
  const results = useQuery(projectResultsQueryOptions(projectId));
  // Not published yet, not a member, not judged: the card has nothing to show.
  if (!results.data) return null;
  return (
    <Card title="Results">
      <ResultsBody results={results.data} />
    </Card>
  );
}
