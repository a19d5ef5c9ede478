// The URL state every dense staff table shares (Applications, Users, Submissions): a search text,
// filters, a sort and a page. Each value is read back leniently (a bad link falls back to the
// default) and defaults are left out, so a link reproduces the view and a plain one stays plain.

export type SortDirection = 'asc' | 'desc';

/** A table's sort as the URL and the API spell it: a column and a direction, e.g. `applied_desc`. */
export type TableSort<Column extends string> = `${Column}_${SortDirection}`;

/** Page 1 is the default, so only later pages are kept (bounded as the API bounds them). */
export function laterPage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined;
}

/** A search text, trimmed and cut at the length the API accepts; blank is no search. */
export function searchText(value: unknown, maxLength = 100): string | undefined {
  // A URL's `?q=42` arrives as a number: it is still text someone searched for.
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, maxLength) : '';
  return text === '' ? undefined : text;
}

/** One of `choices`, else nothing. */
export function oneOf<const Choice extends string>(value: unknown, choices: readonly Choice[]): Choice | undefined {
  return choices.find((choice) => choice === value);
}

/** A yes/no filter: `true` or `false` (as the URL's text or as a boolean), else nothing. */
export function yesNo(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** A sort of one of `columns` other than the default one (which the URL leaves out). */
export function tableSort<const Column extends string>(
  value: unknown,
  columns: readonly Column[],
  defaultSort: TableSort<Column>,
): TableSort<Column> | undefined {
  const sorts = columns.flatMap((column): TableSort<Column>[] => [`${column}_asc`, `${column}_desc`]);
  const sort = oneOf(value, sorts);
  return sort === defaultSort ? undefined : sort;
}

/** The column and direction a sort names. */
export function sortParts<Column extends string>(
  sort: TableSort<Column>,
): { column: Column; direction: SortDirection } {
  const split = sort.lastIndexOf('_');
  return { column: sort.slice(0, split) as Column, direction: sort.slice(split + 1) as SortDirection };
}
