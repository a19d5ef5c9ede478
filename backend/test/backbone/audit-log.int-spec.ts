import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { ProbeNoted } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

describe('global audit log', () => {
  let app: NestFastifyApplication;
  const accounts = {} as Record<Role, TestAccount>;
  let startedAt: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
    startedAt = new Date().toISOString();
    for (let i = 0; i < 3; i += 1) {
      await app
        .get(CommandTransaction)
        .run(accounts.organizer.userId, (tx) => tx.record(new ProbeNoted('audited', { note: `note ${i}, "quoted"` })));
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, role: Role | 'visitor' = 'admin') =>
    app.inject({ method: 'GET', url, headers: role === 'visitor' ? {} : accounts[role].auth });

  it.each<[Role | 'visitor', number]>([
    ['visitor', 401],
    ['participant', 403],
    ['judge', 403],
    ['organizer', 403],
    ['admin', 200],
  ])('is for admins only: %s gets %i, for the list and the export', async (role, status) => {
    expect((await get('/api/admin/audit', role)).statusCode).toBe(status);
    expect((await get('/api/admin/audit/export.csv', role)).statusCode).toBe(status);
  });

  it('filters by type, actor, record and time, newest first, with paging', async () => {
    const byType = (await get('/api/admin/audit?type=probe.noted')).json();
    expect(byType.total).toBe(3);
    expect(byType.items.map((item: { payload: { note: string } }) => item.payload.note)).toEqual([
      'note 2, "quoted"',
      'note 1, "quoted"',
      'note 0, "quoted"',
    ]);
    expect(byType.items[0]).toMatchObject({
      streamType: 'probe',
      streamId: 'audited',
      actorId: accounts.organizer.userId,
      actorName: 'Test organizer',
    });

    const byActor = (await get(`/api/admin/audit?actorId=${accounts.organizer.userId}`)).json();
    expect(byActor.items.every((item: { actorId: string }) => item.actorId === accounts.organizer.userId)).toBe(true);
    const byRecord = (await get('/api/admin/audit?streamType=probe&streamId=audited&pageSize=2&page=2')).json();
    expect(byRecord).toMatchObject({ total: 3, items: [{ version: 1 }] });
    const since = (await get(`/api/admin/audit?from=${encodeURIComponent(startedAt)}&type=user.signed_up`)).json();
    expect(since.total).toBe(0);
    const before = (await get(`/api/admin/audit?to=${encodeURIComponent(startedAt)}&type=user.signed_up`)).json();
    expect(before.total).toBe(4);
  });

  it('refuses malformed filters with 400 naming the field', async () => {
    const response = await get('/api/admin/audit?actorId=bob&from=yesterday&pageSize=1000');
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((problem: { field: string }) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['actorId', 'from', 'pageSize']));
  });

  it('exports the filtered rows as CSV', async () => {
    const response = await get('/api/admin/audit/export.csv?type=probe.noted');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('sprintboard-audit.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('position,occurredAt,type,streamType,streamId,version,actorId,actorName,payload');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"{""note"":""note 2, \\""quoted\\""""}"');
  });
});
