import { Space, Table, Tag, Tooltip, Typography, type Breakpoint } from 'antd';

import { TrackBadges } from '@/components/track-badges';

import type { LeaderboardRow } from '../api/types';
import {
  formatScore,
  formatStandardError,
  movementLabel,
  movementText,
  rankRows,
  type DisplayedRow,
  type RankingMode,
} from '../leaderboard-view';
import { PlaceBadge } from './place-badge';

interface LeaderboardTableProps {
  rows: readonly LeaderboardRow[];
  mode: RankingMode;
  /** Staff compare with the raw ranking (their rows have raw ranks): rows that normalisation moved are marked. */
  showMovement: boolean;
}

function MovedMarker({ moved }: { moved: number }) {
  if (moved === 0) return null;
  return (
    <Tooltip title={movementLabel(moved)}>
      <Tag color={moved > 0 ? 'green' : 'red'} aria-label={movementLabel(moved)} data-testid="leaderboard-moved">
        {movementText(moved)}
      </Tag>
    </Tooltip>
  );
}

/** One ranking (overall or a track); a phone keeps Rank, Project, Score and Place, on one screen width. */
// The columns a phone leaves out: the track is the tab's, and the statistics are for a closer look.
const WIDE: Breakpoint[] = ['md'];

export function LeaderboardTable({ rows, mode, showMovement }: LeaderboardTableProps) {
  const shown = rankRows(rows, mode);
  return (
    <Table<DisplayedRow<LeaderboardRow>>
      rowKey={(each) => each.row.submissionId}
      size="small"
      pagination={false}
      dataSource={shown}
      locale={{ emptyText: 'No scored submissions yet' }}
      columns={[
        {
          key: 'rank',
          title: 'Rank',
          width: 90,
          render: (_, each) => (
            <Space size={4}>
              <Typography.Text strong data-testid="leaderboard-rank">
                {each.shownRank ?? '—'}
              </Typography.Text>
              {showMovement ? <MovedMarker moved={each.moved} /> : null}
            </Space>
          ),
        },
        {
          key: 'project',
          title: 'Project',
          render: (_, { row }) => (
            <div>
              <Typography.Text strong data-testid="leaderboard-title">
                {row.title}
              </Typography.Text>
              {row.tagline ? (
                <div>
                  <Typography.Text type="secondary">{row.tagline}</Typography.Text>
                </div>
              ) : null}
            </div>
          ),
        },
        {
          key: 'track',
          title: 'Track',
          responsive: WIDE,
          render: (_, { row }) => <TrackBadges tracks={[row.track]} />,
        },
        {
          key: 'score',
          title: 'Score',
          align: 'right',
          render: (_, { row }) => <Typography.Text strong>{formatScore(row.score)}</Typography.Text>,
        },
        {
          key: 'raw',
          title: 'Raw',
          align: 'right',
          responsive: WIDE,
          render: (_, { row }) => formatScore(row.rawMean),
        },
        {
          key: 'error',
          title: '±',
          align: 'right',
          responsive: WIDE,
          render: (_, { row }) => formatStandardError(row.standardError),
        },
        { key: 'reviews', title: 'Reviews', align: 'right', responsive: WIDE, render: (_, { row }) => row.reviews },
        {
          key: 'place',
          title: 'Place',
          render: (_, { row }) =>
            row.place ? (
              <span data-testid="leaderboard-place">
                <PlaceBadge place={row.place} />
              </span>
            ) : null,
        },
      ]}
    />
  );
}
