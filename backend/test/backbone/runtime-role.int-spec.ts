import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { EventStore } from '../../src/audit/event-store.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { ProbeModule, ProbeNoted } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase, TEST_APP_ROLE } from '../support/test-env.js';

// Issue 12, point 9: the app's role can read the event store and append through the function,
// and nothing else: whoever takes over the app's connection cannot rewrite or hide the audit trail.
describe('the runtime role', () => {
  let app: NestFastifyApplication;
  let runtime: pg.Client;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl), { extraImports: [ProbeModule] });
    runtime = new pg.Client({ connectionString: databaseUrl });
    await runtime.connect();
  });

  afterAll(async () => {
    await runtime?.end();
    await app?.close();
  });

  it('is the role the app itself runs as, and it appends through the function', async () => {
    const em = app.get(EntityManager).fork();
    const [{ role }] = await em.execute<{ role: string }[]>('select current_user as role');
    expect(role).toBe(TEST_APP_ROLE);

    await app.get(CommandTransaction).run(null, (tx) => tx.record(new ProbeNoted('runtime', { note: 'appended' }), 0));
    const events = await app.get(EventStore).readStream(em, 'probe', 'runtime');
    expect(events.map(({ payload }) => payload)).toEqual([{ note: 'appended' }]);
  });

  it.each([
    ['UPDATE', "update domain_events set payload = '{}'::jsonb"],
    ['DELETE', 'delete from domain_events'],
    ['TRUNCATE', 'truncate domain_events'],
    ['ALTER TABLE', 'alter table domain_events add column note text'],
    ['DISABLE TRIGGER', 'alter table domain_events disable trigger domain_events_no_update_or_delete'],
    ['DISABLE TRIGGER ALL', 'alter table domain_events disable trigger all'],
    ['DROP TRIGGER', 'drop trigger domain_events_no_update_or_delete on domain_events'],
    [
      'INSERT past the function',
      `insert into domain_events (stream_type, stream_id, version, type, payload, occurred_at, prev_hash, hash)
       values ('probe', 'forged', 1, 'probe.noted', '{}', now(), repeat('0', 64), repeat('0', 64))`,
    ],
    [
      'ALTER the append function',
      'alter function append_domain_event(text, text, int, text, jsonb, uuid, timestamptz, text) rename to gone',
    ],
    ['DELETE a checkpoint', 'delete from audit_checkpoints'],
    ['UPDATE a checkpoint', "update audit_checkpoints set hash = ''"],
    ['CREATE TABLE', 'create table domain_events_copy (id bigint)'],
  ])('may not %s', async (_operation, sql) => {
    await expect(runtime.query(sql)).rejects.toMatchObject({ code: '42501' });
  });

  it('still reads the event store', async () => {
    const { rows } = await runtime.query<{ count: string }>('select count(*) from domain_events');
    expect(Number(rows[0].count)).toBeGreaterThan(0);
  });
});
