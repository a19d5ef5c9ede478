import { csvLines } from '../common/csv.js';
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
  return csvLines([COLUMNS, ...entries.map((entry) => COLUMNS.map((column) => entry[column]))]);
}
