import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Typography } from 'antd';

import { ApiError } from '@/api/api-error';
import { Panel } from '@/components/panel';
import { WideTable } from '@/components/wide-table';

import { winnerSuggestionsQueryOptions, type WinnerSuggestion } from '../../api/suggest-winners';
import { placeBadge } from '../../winner-place';
import { TrackTags } from '../status-tag';

interface WinnerSuggestionsProps {
  eventId: string;
  /** Opens Add Winner prefilled with the suggestion, for staff to confirm. */
  onAward: (suggestion: WinnerSuggestion) => void;
}

/** 'Suggest from ranking': the top 3 of each track, each awarded only when staff confirm it. */
export function WinnerSuggestions({ eventId, onAward }: WinnerSuggestionsProps) {
  const suggestions = useQuery(winnerSuggestionsQueryOptions(eventId));
  if (suggestions.isError) {
    const message =
      suggestions.error instanceof ApiError ? suggestions.error.message : 'Failed to fetch the suggestions';
    return <Alert type="error" showIcon title={message} />;
  }
  return (
    <Panel title="Suggested from the ranking">
      <Typography.Paragraph type="secondary">
        The top 3 of each track by normalised score. Nothing is awarded until you confirm each one.
      </Typography.Paragraph>
      <WideTable<WinnerSuggestion>
        label="Suggested from the ranking table"
        rowKey={(suggestion) => `${suggestion.track}:${suggestion.submissionId}`}
        size="small"
        pagination={false}
        scroll={{ x: 560 }}
        loading={suggestions.isPending}
        dataSource={suggestions.data ?? []}
        locale={{ emptyText: 'No scored submissions to suggest' }}
        columns={[
          { key: 'track', title: 'Track', render: (_, suggestion) => <TrackTags tracks={[suggestion.track]} /> },
          { key: 'place', title: 'Place', render: (_, suggestion) => placeBadge(suggestion.place) },
          {
            key: 'project',
            title: 'Project',
            render: (_, suggestion) => <Typography.Text strong>{suggestion.title}</Typography.Text>,
          },
          {
            key: 'score',
            title: 'Score',
            align: 'right',
            render: (_, suggestion) => suggestion.score.toFixed(2),
          },
          {
            key: 'award',
            title: 'Award',
            render: (_, suggestion) =>
              suggestion.awardedPlace === null ? (
                <Button size="small" aria-label={`Award ${suggestion.title}`} onClick={() => onAward(suggestion)}>
                  Add Winner
                </Button>
              ) : (
                <Typography.Text type="secondary">{`Awarded ${placeBadge(suggestion.awardedPlace)}`}</Typography.Text>
              ),
          },
        ]}
      />
    </Panel>
  );
}
