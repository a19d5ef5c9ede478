import { Empty, Spin, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { Panel } from '@/components/panel';
import { WideTable } from '@/components/wide-table';

import { type ReviewerFigure, useReviewerFigures } from '../../api/review-ranking';
import styles from './reviewer-figures.module.css';

const number = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** Leniency as a bar from zero: left (orange) for harsh, right (blue) for lenient, on a shared scale. */
function LeniencyBar({ leniency, scale }: { leniency: number | null; scale: number }) {
  if (leniency === null) return <span>—</span>;
  const width = `${Math.min(50, (Math.abs(leniency) / scale) * 50)}%`;
  const words = leniency < 0 ? 'harsh' : leniency > 0 ? 'lenient' : 'neutral';
  return (
    <span className={styles.leniency}>
      <span className={styles.track} role="img" aria-label={`Leniency ${leniency.toFixed(2)} (${words})`}>
        <span className={styles.zero} />
        <span className={leniency < 0 ? styles.harsh : styles.lenient} style={{ width }} />
      </span>
      <span aria-hidden="true">{leniency > 0 ? `+${leniency.toFixed(2)}` : leniency.toFixed(2)}</span>
    </span>
  );
}

/** review.md: reviews done, mean and spread of their raw scores, and leniency, so a harsh reviewer is visible. */
export function ReviewerFiguresPanel({ eventId }: { eventId: string }) {
  const figures = useReviewerFigures(eventId);
  if (figures.isPending) return <Spin />;
  if (figures.error) return <Empty description="Failed to load the reviewer figures" />;
  const rows = figures.data.reviewers;
  const scale = Math.max(0.5, ...rows.map((row) => Math.abs(row.leniency ?? 0)));
  const columns: ColumnsType<ReviewerFigure> = [
    {
      title: 'Reviewer',
      key: 'reviewer',
      render: (_, row) => (
        <>
          {row.displayName} {row.tooFewToTell ? <Tag>Too few reviews to tell</Tag> : null}
        </>
      ),
    },
    { title: 'Reviewed', key: 'done', render: (_, row) => `${row.reviews} of ${row.assigned}` },
    { title: 'Mean', dataIndex: 'mean', render: number },
    { title: 'Spread', dataIndex: 'spread', render: number },
    {
      title: 'Leniency',
      dataIndex: 'leniency',
      render: (leniency: number | null) => <LeniencyBar leniency={leniency} scale={scale} />,
    },
  ];
  return (
    <Panel title="Reviewer figures">
      <WideTable<ReviewerFigure>
        label="Reviewer figures table"
        rowKey="reviewerId"
        size="small"
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: 'No reviewer has an assignment yet' }}
      />
    </Panel>
  );
}
