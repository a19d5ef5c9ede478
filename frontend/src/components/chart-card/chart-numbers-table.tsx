import { WideTable } from '@/components/wide-table';

import type { CsvCell } from '@/lib/csv';

export interface ChartNumbers {
  columns: string[];
  rows: CsvCell[][];
}

/** A chart's numbers as a table: the chart card's second view, loaded only when someone switches to it. */
export default function ChartNumbersTable({ title, numbers }: { title: string; numbers: ChartNumbers }) {
  return (
    <WideTable
      label={`${title} numbers`}
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
  );
}
