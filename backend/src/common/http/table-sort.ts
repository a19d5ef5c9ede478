/** Which way a staff table is sorted. */
export type SortDirection = 'asc' | 'desc';

/** A staff table's `?sort=` value: a column and a direction, e.g. `applied_desc`. */
export type TableSort<Column extends string> = `${Column}_${SortDirection}`;

/** Every `?sort=` value of a table sortable by these columns (what its DTO accepts). */
export function tableSorts<const Column extends string>(columns: readonly Column[]): TableSort<Column>[] {
  return columns.flatMap((column) => [`${column}_asc` as const, `${column}_desc` as const]);
}

/** The column and direction of a validated `?sort=` value. */
export function sortParts<Column extends string>(
  sort: TableSort<Column>,
): { column: Column; direction: SortDirection } {
  const split = sort.lastIndexOf('_');
  return { column: sort.slice(0, split) as Column, direction: sort.slice(split + 1) as SortDirection };
}
