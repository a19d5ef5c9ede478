export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  const text = String(value);
  // Quote what would break the row, and neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header row and data rows as CSV (RFC 4180, CRLF line ends). */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** 'Applications per day' -> 'applications-per-day.csv'. */
export function csvFileName(title: string): string {
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;
}

/** Saves the CSV text as a file through a temporary link. */
export async function downloadCsv(fileName: string, text: string): Promise<void> {
  // Loaded on the click: a module the event page also loads would otherwise become a shared chunk,
  // one more script on the first load of every page with a chart.
  const { downloadTextFile } = await import('./download-file');
  downloadTextFile(fileName, text, 'text/csv;charset=utf-8');
}
