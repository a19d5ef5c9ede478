import type { TableColumnType, TablePaginationConfig, TableProps } from 'antd';

import { oneOf, sortParts, type TableSort } from '@/lib/table-url-state';

interface UrlTableOptions<Column extends string> {
  /** The columns the server sorts by; each one's table column has it as its `key`. */
  columns: readonly Column[];
  /** The sort in the URL (none: the default). */
  sort: TableSort<Column> | undefined;
  defaultSort: TableSort<Column>;
  /** The page in the URL (none: the first). */
  page: number | undefined;
  pageSize: number;
  total: number;
  /** The next sort and page; a default is undefined, so the URL leaves it out. */
  onChange: (next: { sort: TableSort<Column> | undefined; page: number | undefined }) => void;
}

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/**
 * What an antd Table needs to show and change a server-sorted, server-paged view kept in the URL:
 * each sortable column's props, and the table's pagination and onChange. A new sort goes back to
 * the first page.
 */
export function urlTable<Column extends string, Row>(options: UrlTableOptions<Column>) {
  const current = sortParts(options.sort ?? options.defaultSort);

  const sortable = (column: Column): Pick<TableColumnType<Row>, 'key' | 'sorter' | 'sortOrder' | 'sortDirections'> => ({
    key: column,
    sorter: true,
    sortOrder: current.column === column ? ANTD_ORDER[current.direction] : null,
    // Never back to unsorted: a third click turns the column around again.
    sortDirections: ['ascend', 'descend', 'ascend'],
  });

  const pagination: TablePaginationConfig = {
    current: options.page ?? 1,
    pageSize: options.pageSize,
    total: options.total,
    showSizeChanger: false,
    hideOnSinglePage: true,
  };

  const onChange: NonNullable<TableProps<Row>['onChange']> = (next, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const picked = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = oneOf(picked?.columnKey, options.columns);
      const sort: TableSort<Column> =
        column && picked?.order ? `${column}_${picked.order === 'ascend' ? 'asc' : 'desc'}` : options.defaultSort;
      options.onChange({ sort: sort === options.defaultSort ? undefined : sort, page: undefined });
    } else if (action === 'paginate') {
      const page = next.current ?? 1;
      options.onChange({ sort: options.sort, page: page > 1 ? page : undefined });
    }
  };

  return { sortable, pagination, onChange };
}
