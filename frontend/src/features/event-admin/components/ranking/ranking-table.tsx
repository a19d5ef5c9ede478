import { Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { ApplicationStatusBadge } from '@/components/status-badge';
import { WideTable } from '@/components/wide-table';

import type { CutLine, RankedApplication } from '../../api/review-ranking';
import { recommendationsText, scoreText, SUGGESTION_LABELS } from './ranking-words';
import styles from './ranking-table.module.css';

const SUGGESTION_COLOURS = { accept: 'green', waitlist: 'blue', reject: 'default' } as const;

const columns: ColumnsType<RankedApplication> = [
  { title: 'Rank', dataIndex: 'rank', width: 64 },
  {
    title: 'Applicant',
    key: 'applicant',
    render: (_, row) => (
      <span className={styles.applicant}>
        <span>{row.displayName}</span>
        <span className={styles.email}>{row.email}</span>
        {row.venture ? (
          <span>
            <Tag color="purple">Returning</Tag>
            {row.venture.name}
          </span>
        ) : null}
      </span>
    ),
  },
  { title: 'Status', dataIndex: 'status', render: (status: string) => <ApplicationStatusBadge status={status} /> },
  {
    title: 'Score ±',
    key: 'score',
    render: (_, row) =>
      row.standardError === null ? (
        <Tooltip title="One review: too few to tell how certain this score is">
          <span className={styles.score}>{scoreText(row)}</span>
        </Tooltip>
      ) : (
        <span className={styles.score}>{scoreText(row)}</span>
      ),
  },
  { title: 'Reviews', dataIndex: 'reviews', width: 80 },
  {
    title: 'Spread',
    dataIndex: 'spread',
    render: (spread: number) => <span className={styles.score}>{spread.toFixed(2)}</span>,
  },
  { title: 'Recommendations', key: 'recommendations', render: (_, row) => recommendationsText(row) },
  {
    title: 'Suggestion',
    key: 'suggestion',
    render: (_, row) => (
      <>
        {row.suggestion ? (
          <Tag color={SUGGESTION_COLOURS[row.suggestion]}>{SUGGESTION_LABELS[row.suggestion]}</Tag>
        ) : (
          '—'
        )}
        {row.borderline ? <Tag color="gold">Borderline</Tag> : null}
      </>
    ),
  },
];

interface RankingTableProps {
  rows: RankedApplication[];
  /** The lines to draw: only where the table shows every row in ranking order. */
  cutLines: CutLine[];
  /** How many rows come before this page (the lines' positions count from the top of the ranking). */
  offset: number;
  loading: boolean;
  selected: string[];
  onSelect: (applicationIds: string[]) => void;
  pagination: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

/** The ranked applications, best first, with a dashed line where each suggestion ends. */
export function RankingTable({ rows, cutLines, offset, loading, selected, onSelect, pagination }: RankingTableProps) {
  const below = new Set(cutLines.map((line) => line.position));
  return (
    <WideTable<RankedApplication>
      label="Ranking table"
      rowKey="applicationId"
      size="small"
      loading={loading}
      dataSource={rows}
      columns={columns}
      scroll={{ x: 900 }}
      rowClassName={(_, index) => (below.has(offset + index) ? styles.belowLine : '')}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        selections: [Table.SELECTION_ALL, Table.SELECTION_NONE],
      }}
      pagination={{ ...pagination, showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: 'No application matches' }}
    />
  );
}
