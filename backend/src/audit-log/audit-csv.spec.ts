import type { AuditEntryDto } from './queries/list-audit-log/list-audit-log.response.dto.js';
import { toCsv } from './audit-csv.js';

const entry = (overrides: Partial<AuditEntryDto>): AuditEntryDto => ({
  position: 1,
  occurredAt: '2026-01-05T10:00:00.000Z',
  type: 'application.status_changed',
  streamType: 'application',
  streamId: 'a1',
  version: 2,
  actorId: null,
  actorName: null,
  payload: { from: 'pending', to: 'approved' },
  record: 'Ada Builder → Fall Sprint ’25',
  actor: 'System',
  change: 'pending → approved',
  fields: [{ label: 'Status', value: 'pending → approved' }],
  ...overrides,
});

describe('toCsv', () => {
  it('writes a header and one quoted-as-needed line per entry: the raw columns, then the readable ones', () => {
    expect(toCsv([entry({})])).toBe(
      'position,occurredAt,type,streamType,streamId,version,actorId,actorName,payload,record,actor,change\r\n' +
        '1,2026-01-05T10:00:00.000Z,application.status_changed,application,a1,2,,,"{""from"":""pending"",""to"":""approved""}",' +
        'Ada Builder → Fall Sprint ’25,System,pending → approved\r\n',
    );
  });

  it('defuses spreadsheet formulas and quotes commas', () => {
    const line = toCsv([entry({ actorName: '=HYPERLINK("x")', streamId: 'a,b' })]).split('\r\n')[1];
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('"a,b"');
  });
});
