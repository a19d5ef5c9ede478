import { Button, Card, Empty, Segmented, Skeleton, Table } from 'antd';
import { useState, type ReactNode } from 'react';

import { csvFileName, downloadCsv, toCsv, type CsvCell } from '../csv';
import styles from './analytics.module.css';

export interface ChartNumbers {
  columns: string[];
  rows: CsvCell[][];
}

interface ChartCardProps {
  title: string;
  /** A short note under the title (e.g. what a measure means). */
  extra?: ReactNode;
  loading: boolean;
  /** No numbers to show yet (the empty state). */
  empty: boolean;
  numbers: ChartNumbers;
  children: ReactNode;
}

/** One chart of the Analytics tab: loading and empty states, a Chart/Table toggle and CSV export of its numbers. */
export function ChartCard({ title, extra, loading, empty, numbers, children }: ChartCardProps) {
  const [view, setView] = useState<'Chart' | 'Table'>('Chart');
  const ready = !loading && !empty;

  return (
    <Card
      title={title}
      className={styles.card}
      data-testid={`chart-${csvFileName(title).replace(/\.csv$/, '')}`}
      extra={
        <div className={styles.actions}>
          <Segmented
            size="small"
            options={['Chart', 'Table']}
            value={view}
            onChange={(value) => setView(value as 'Chart' | 'Table')}
            disabled={!ready}
            aria-label={`${title}: chart or table`}
          />
          <Button
            size="small"
            disabled={!ready}
            onClick={() => downloadCsv(csvFileName(title), toCsv(numbers.columns, numbers.rows))}
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
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data yet" />
      ) : view === 'Table' ? (
        <Table
          size="small"
          pagination={false}
          scroll={{ x: true, y: 260 }}
          rowKey="key"
          columns={numbers.columns.map((column, index) => ({ title: column, dataIndex: String(index), key: column }))}
          dataSource={numbers.rows.map((row, rowIndex) => ({
            key: rowIndex,
            ...Object.fromEntries(row.map((value, index) => [String(index), value ?? '—'])),
          }))}
        />
      ) : (
        <div className={styles.chart}>{children}</div>
      )}
    </Card>
  );
}
