import type { AuditEntryDto } from './queries/list-audit-log/list-audit-log.response.dto.js';

const COLUMNS: (keyof AuditEntryDto)[] = [
  'position',
  'occurredAt',
  'type',
  'streamType',
  'streamId',
  'version',
  'actorId',
  'actorName',
  'payload',
  'record',
  'actor',
  'change',
];

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are defused with a leading quote. */
export function toCsv(entries: AuditEntryDto[]): string {
  const lines = [COLUMNS.join(',')];
  for (const entry of entries) lines.push(COLUMNS.map((column) => cell(entry[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
