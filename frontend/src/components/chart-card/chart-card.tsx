import { Button, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { Panel } from '@/components/panel';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';

import styles from './chart-card.module.css';
import type { ChartNumbers } from './chart-numbers-table';
import { ViewToggle } from './view-toggle';

export type { ChartNumbers } from './chart-numbers-table';

// A screen of charts draws the charts first; antd's Table (with its pagination and selects) would add a
// third to it, so it loads when someone first asks for the table view.
const ChartNumbersTable = lazy(() => import('./chart-numbers-table'));

const VIEWS = ['Chart', 'Table'] as const;
type View = (typeof VIEWS)[number];

interface ChartCardProps {
  title: string;
  /** A short note under the title (e.g. what a measure means). */
  extra?: ReactNode;
  loading: boolean;
  /** No numbers to show yet (the empty state). */
  empty: boolean;
  /** What the empty state says; 'No data yet' unless given. */
  emptyText?: ReactNode;
  numbers: ChartNumbers;
  /** The chart area's height in pixels (260 unless given); 'auto' for words in place of a chart. */
  chartHeight?: number | 'auto';
  /** Below the chart or the table, whichever is shown (e.g. the n of a figure). */
  footer?: ReactNode;
  children: ReactNode;
}

/** One chart of a screen of charts: loading and empty states, a Chart/Table toggle and CSV export of its numbers. */
export function ChartCard({
  title,
  extra,
  loading,
  empty,
  emptyText = 'No data yet',
  numbers,
  chartHeight,
  footer,
  children,
}: ChartCardProps) {
  const [view, setView] = useState<View>('Chart');
  const ready = !loading && !empty;

  return (
    <Panel
      title={title}
      className={styles.card}
      data-testid={`chart-${csvFileName(title).replace(/\.csv$/, '')}`}
      extra={
        <div className={styles.actions}>
          <ViewToggle
            views={VIEWS}
            value={view}
            onChange={setView}
            disabled={!ready}
            aria-label={`${title}: chart or table`}
          />
          <Button
            size="small"
            disabled={!ready}
            onClick={() => void downloadCsv(csvFileName(title), toCsv(numbers.columns, numbers.rows))}
          >
            Download CSV
          </Button>
        </div>
      }
    >
      {extra ? <div className={styles.note}>{extra}</div> : null}
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : view === 'Table' ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <ChartNumbersTable title={title} numbers={numbers} />
        </Suspense>
      ) : (
        <div className={styles.chart} style={chartHeight ? { height: chartHeight } : undefined}>
          {children}
        </div>
      )}
      {ready && footer ? footer : null}
    </Panel>
  );
}
