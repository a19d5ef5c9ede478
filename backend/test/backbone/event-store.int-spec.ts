import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SecretInEventPayload, StreamVersionConflict } from '../../src/audit/audit.errors.js';
import { ChainVerifier } from '../../src/audit/chain-verifier.js';
import { DomainEvent } from '../../src/audit/domain-event.js';
import { EventStore } from '../../src/audit/event-store.js';
import { APP_ENTITIES } from '../../src/app-entities.js';
import { ormConfig } from '../../src/database/orm-config.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { createAccount } from '../support/accounts.js';
import { ProbeModule, ProbeNoted } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { TEST_AUDIT_CHECKPOINT_KEY, testConfig } from '../support/test-config.js';
import { asOwner, asOwnerRun, createTestDatabase } from '../support/test-env.js';

const run = promisify(execFile);
const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

class LeakyEvent extends DomainEvent<{ email: string; passwordHash: string }> {
  readonly type = 'probe.leaky';
  readonly streamType = 'probe';
}

describe('event store', () => {
  let app: NestFastifyApplication;
  let databaseUrl: string;
  let em: EntityManager;
  let transaction: CommandTransaction;
  // The owner role of the schema: what the app (the runtime role) may not do is done through it.
  let ownerOrm: MikroORM;
  let owner: EntityManager;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    await asOwnerRun(databaseUrl, 'create table probe_state (id text primary key)');
    app = await startTestApp(testConfig(databaseUrl), { extraImports: [ProbeModule] });
    em = app.get(EntityManager).fork();
    transaction = app.get(CommandTransaction);
    ownerOrm = await MikroORM.init(ormConfig(asOwner(databaseUrl), { entities: APP_ENTITIES }));
    owner = ownerOrm.em.fork();
  });

  afterAll(async () => {
    await ownerOrm?.close(true);
    await app?.close();
  });

  async function note(streamId: string, text: string, expectedVersion?: number): Promise<void> {
    await transaction.run(ADMIN_ID, (tx) => tx.record(new ProbeNoted(streamId, { note: text }), expectedVersion));
  }

  it('appends events with per-stream versions, actor, time, stable type and a hash chain', async () => {
    await note('s1', 'first', 0);
    await note('s1', 'second', 1);
    await note('s2', 'other', 0);
    const events = await app.get(EventStore).readStream(em, 'probe', 's1');
    expect(events.map((e) => [e.version, e.type, e.payload, e.actorId])).toEqual([
      [1, 'probe.noted', { note: 'first' }, ADMIN_ID],
      [2, 'probe.noted', { note: 'second' }, ADMIN_ID],
    ]);
    expect(events[1].prevHash).toBe(events[0].hash);
    expect(events[0].occurredAt.getTime()).toBeLessThanOrEqual(Date.now());
    await expect(app.get(ChainVerifier).verify(em)).resolves.toEqual({ ok: true, verified: 3 });
  });

  it('hashes in the database exactly as the verifier does: unicode, several events of one stream, many writers', async () => {
    await transaction.run(ADMIN_ID, (tx) => {
      tx.record(new ProbeNoted('unicode', { note: 'Zoë — 東京 \u2028 "quoted" \\ back' }), 0);
      tx.record(new ProbeNoted('unicode', { note: 'second of the same append' }), 1);
    });
    await Promise.all(Array.from({ length: 20 }, (_, i) => note(`writer-${i % 4}`, `burst ${i}`)));
    const events = await app.get(EventStore).readStream(em, 'probe', 'unicode');
    expect(events.map((e) => e.version)).toEqual([1, 2]);
    await expect(app.get(ChainVerifier).verify(em)).resolves.toMatchObject({ ok: true });
  });

  it.each([
    ['UPDATE', "update domain_events set payload = '{}'::jsonb"],
    ['DELETE', 'delete from domain_events'],
    ['TRUNCATE', 'truncate domain_events'],
  ])('refuses %s in the database itself, even to the owner role', async (operation, sql) => {
    await note(`refuse-${operation}`, 'kept');
    await expect(owner.execute(sql)).rejects.toThrow(`domain_events is append-only: ${operation} refused`);
    const [{ count }] = await em.execute<{ count: string }[]>('select count(*) from domain_events');
    expect(Number(count)).toBeGreaterThan(0);
  });

  it('lets exactly one of two writers at the same version win; the other gets a typed conflict', async () => {
    await note('race', 'v1', 0);
    const results = await Promise.allSettled([note('race', 'writer A', 1), note('race', 'writer B', 1)]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0].reason).toBeInstanceOf(StreamVersionConflict);
    expect(await app.get(EventStore).streamVersion(em, 'probe', 'race')).toBe(2);
  });

  it('backs the version check with a unique constraint', async () => {
    await note('unique', 'v1', 0);
    await expect(
      owner.execute(
        `insert into domain_events (stream_type, stream_id, version, type, payload, occurred_at, prev_hash, hash)
         values ('probe', 'unique', 1, 'probe.noted', '{}', now(), 'x', 'y')`,
      ),
    ).rejects.toThrow(/domain_events_stream_version_unique/);
  });

  it('answers a stale write over HTTP with 409 and the shared error body', async () => {
    const admin = await createAccount(app, 'admin');
    const post = (expectedVersion: number) =>
      app.inject({
        method: 'POST',
        url: '/api/probe/streams/http-race/notes',
        headers: admin.auth,
        payload: { note: 'hello', expectedVersion },
      });
    expect((await post(0)).statusCode).toBe(201);
    const stale = await post(0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'VERSION_CONFLICT',
      message: 'This record was changed by someone else. Reload it and try again.',
      requestId: expect.any(String),
    });
  });

  it('refuses payloads that carry secrets, and writes nothing', async () => {
    const before = await app.get(EventStore).streamVersion(em, 'probe', 'leaky');
    await expect(
      transaction.run(ADMIN_ID, (tx) => tx.record(new LeakyEvent('leaky', { email: 'a@b.c', passwordHash: 'x' }))),
    ).rejects.toBeInstanceOf(SecretInEventPayload);
    expect(await app.get(EventStore).streamVersion(em, 'probe', 'leaky')).toBe(before);
  });

  it('rolls the whole command back when the work fails: no event, no state', async () => {
    await expect(
      transaction.run(ADMIN_ID, async (tx) => {
        await tx.em.execute("insert into probe_state (id) values ('half-written')");
        tx.record(new ProbeNoted('rollback', { note: 'never' }), 0);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await em.execute("select * from probe_state where id = 'half-written'")).toEqual([]);
    expect(await app.get(EventStore).streamVersion(em, 'probe', 'rollback')).toBe(0);
  });

  it('commits nothing of a command whose append, sent with the COMMIT, meets a stale version', async () => {
    await note('stale-append', 'v1', 0);
    await expect(
      transaction.run(ADMIN_ID, async (tx) => {
        await tx.em.execute("insert into probe_state (id) values ('stale-append')");
        tx.record(new ProbeNoted('stale-append', { note: 'stale' }), 0);
      }),
    ).rejects.toMatchObject({ status: 409, expectedVersion: 0, actualVersion: 1 });
    expect(await em.execute("select * from probe_state where id = 'stale-append'")).toEqual([]);
    expect(await app.get(EventStore).streamVersion(em, 'probe', 'stale-append')).toBe(1);
  });

  it('names the stream that conflicted when one command appends to several', async () => {
    await note('second-stream', 'v1', 0);
    await expect(
      transaction.run(ADMIN_ID, (tx) => {
        tx.record(new ProbeNoted('first-stream', { note: 'fresh' }), 0);
        tx.record(new ProbeNoted('second-stream', { note: 'stale' }), 0);
      }),
    ).rejects.toMatchObject({ streamId: 'second-stream', expectedVersion: 0, actualVersion: 1 });
    expect(await app.get(EventStore).streamVersion(em, 'probe', 'first-stream')).toBe(0);
  });

  it('leaves every pooled connection usable after a first statement fails with the BEGIN it travels with', async () => {
    await em.execute("insert into probe_state (id) values ('taken') on conflict do nothing");
    const failures = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        transaction.run(ADMIN_ID, async (tx) => {
          // Half violate a constraint after BEGIN ran; half are refused whole by the parser.
          await tx.em.execute(i % 2 ? "insert into probe_state (id) values ('taken')" : 'selec nonsense');
        }),
      ),
    );
    expect(failures.every(({ status }) => status === 'rejected')).toBe(true);
    await Promise.all(Array.from({ length: 12 }, (_, i) => note(`after-failure-${i}`, 'fine', 0)));
    const [{ open }] = await em.execute<{ open: string }[]>(
      "select count(*) as open from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
    expect(Number(open)).toBe(0);
    await expect(app.get(ChainVerifier).verify(em)).resolves.toMatchObject({ ok: true });
  });

  it('refuses to start a command inside another one instead of sharing or splitting its transaction', async () => {
    await expect(
      transaction.run(ADMIN_ID, async (tx) => {
        tx.record(new ProbeNoted('outer', { note: 'outer' }), 0);
        await note('inner', 'inner', 0);
      }),
    ).rejects.toThrow('Commands do not nest');
    expect(await app.get(EventStore).streamVersion(em, 'probe', 'outer')).toBe(0);
    expect(await app.get(EventStore).streamVersion(em, 'probe', 'inner')).toBe(0);
  });

  it('answers a query of several statements with the rows of all of them, in order', async () => {
    await expect(em.execute('select 1 as n; select 2 as n union all select 3')).resolves.toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
  });

  it('audit:verify prints the count, and after tampering names exactly the altered event', async () => {
    const verify = () =>
      run(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/cli/audit-verify.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          AUDIT_CHECKPOINT_KEY: TEST_AUDIT_CHECKPOINT_KEY,
          NODE_OPTIONS: '',
        },
      });
    const [{ count }] = await em.execute<{ count: string }[]>('select count(*) from domain_events');
    const intact = await verify();
    expect(intact.stdout).toContain(`Audit chain intact: verified ${Number(count)} event(s).`);

    const [target] = await em.execute<{ id: string }[]>(
      "select id from domain_events where stream_id = 's1' and version = 2",
    );
    // The owner (or a superuser) can switch the trigger off; the hash chain still gives the tampering away.
    await owner.execute('alter table domain_events disable trigger domain_events_no_update_or_delete');
    await owner.execute(`update domain_events set payload = '{"note":"forged"}'::jsonb where id = ?`, [target.id]);
    await owner.execute('alter table domain_events enable trigger domain_events_no_update_or_delete');

    const broken = await verify().then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(broken?.code).toBe(1);
    expect(broken?.stderr).toContain(`Audit chain broken at event ${target.id}: its content does not match its hash`);
  });
});
