import { execFile } from 'node:child_process';
import { jest } from '@jest/globals';
import { promisify } from 'node:util';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ChainVerifier } from '../../src/audit/chain-verifier.js';
import { type Checkpoint, CheckpointSigner, formatCheckpoint } from '../../src/audit/checkpoint-signer.js';
import { APP_ENTITIES } from '../../src/app-entities.js';
import { ormConfig } from '../../src/database/orm-config.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { ProbeModule, ProbeNoted } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { TEST_AUDIT_CHECKPOINT_KEY, testConfig } from '../support/test-config.js';
import { asSuperuser, createTestDatabase } from '../support/test-env.js';

const run = promisify(execFile);
const EVERY = 3;

// Issue 12, point 9: whoever can rewrite the database (its owner, a superuser) can remove the newest
// events and the chain still links up; the signed checkpoints (and the newest one in the logs) show it.
describe('audit checkpoints', () => {
  let app: NestFastifyApplication;
  let databaseUrl: string;
  let em: EntityManager;
  let superuserOrm: MikroORM;
  let superuser: EntityManager;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl, { AUDIT_CHECKPOINT_EVERY: String(EVERY) }), {
      extraImports: [ProbeModule],
    });
    em = app.get(EntityManager).fork();
    superuserOrm = await MikroORM.init(ormConfig(asSuperuser(databaseUrl), { entities: APP_ENTITIES }));
    superuser = superuserOrm.em.fork();
  });

  afterAll(async () => {
    await superuserOrm?.close(true);
    await app?.close();
  });

  const note = (streamId: string, text: string) =>
    app.get(CommandTransaction).run(null, (tx) => tx.record(new ProbeNoted(streamId, { note: text })));
  const checkpoints = async () =>
    (await em.execute<Checkpoint[]>('select position, hash, mac from audit_checkpoints order by position')).map(
      (row) => ({ ...row, position: Number(row.position) }),
    );
  const lastPosition = async () =>
    Number((await em.execute<{ id: string }[]>('select max(id) as id from domain_events'))[0].id);
  const verifyCli = (...args: string[]) =>
    run(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/cli/audit-verify.ts', ...args], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        AUDIT_CHECKPOINT_KEY: TEST_AUDIT_CHECKPOINT_KEY,
        NODE_OPTIONS: '',
      },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );
  /** What only the owner or a superuser can do: switch the guard off and remove the newest events. */
  const removeEventsFrom = async (position: number) => {
    await superuser.execute('alter table domain_events disable trigger domain_events_no_update_or_delete');
    await superuser.execute('delete from domain_events where id >= ?', [position]);
    await superuser.execute('alter table domain_events enable trigger domain_events_no_update_or_delete');
  };

  it('signs the chain head every N events, with the key the database never sees', async () => {
    for (let i = 0; i < 10; i += 1) await note(`stream-${i % 3}`, `note ${i}`);
    const signed = await checkpoints();
    const last = await lastPosition();
    expect(signed.map(({ position }) => position)).toEqual(
      Array.from({ length: Math.floor(last / EVERY) }, (_, i) => (i + 1) * EVERY),
    );
    const signer = new CheckpointSigner(TEST_AUDIT_CHECKPOINT_KEY);
    expect(signed.every((checkpoint) => signer.isSigned(checkpoint))).toBe(true);
    expect(new CheckpointSigner('another key, as a forger would have').isSigned(signed[0])).toBe(false);
    await expect(app.get(ChainVerifier).verify(em)).resolves.toEqual({ ok: true, verified: last });
  });

  it('refuses a checkpoint that was not signed with the key', async () => {
    const forged = { position: 1, hash: 'f'.repeat(64), mac: '0'.repeat(64) };
    await expect(app.get(ChainVerifier).verify(em, forged)).resolves.toMatchObject({
      ok: false,
      brokenAt: 1,
      reason: 'its checkpoint is not signed with the checkpoint key',
    });
  });

  it('audit:verify reports a removed tail that the hash chain alone would not show', async () => {
    for (let i = 0; i < 4; i += 1) await note('tail', `note ${i}`);
    const newest = (await checkpoints()).at(-1)!;
    expect((await verifyCli()).code).toBe(0);

    await removeEventsFrom(newest.position);
    const last = await lastPosition();
    expect(last).toBeLessThan(newest.position);

    const report = await verifyCli();
    expect(report.code).toBe(1);
    expect(report.out).toContain(
      `Audit chain broken at event ${newest.position}: the chain ends at event ${last}, but a signed checkpoint names this later event: events were removed from the end`,
    );
  });

  it('with the newest checkpoint from the logs, reports a removed tail even when the checkpoints were removed too', async () => {
    await superuser.execute('delete from audit_checkpoints');
    const logged = jest.spyOn(Logger.prototype, 'log');
    let lines: string[];
    try {
      for (let i = 0; i < 4; i += 1) await note('tail-and-checkpoints', `note ${i}`);
      lines = logged.mock.calls.map(([message]) => String(message)).filter((m) => m.startsWith('Audit checkpoint '));
    } finally {
      logged.mockRestore();
    }
    const newest = (await checkpoints()).at(-1)!;
    expect(lines.at(-1)).toBe(`Audit checkpoint ${formatCheckpoint(newest)}`);

    await removeEventsFrom(newest.position);
    await superuser.execute('delete from audit_checkpoints');
    // The database alone no longer knows: its chain links up and its checkpoints are gone.
    await expect(app.get(ChainVerifier).verify(em)).resolves.toMatchObject({ ok: true });

    const report = await verifyCli('--head', lines.at(-1)!.slice('Audit checkpoint '.length));
    expect(report.code).toBe(1);
    expect(report.out).toContain(`Audit chain broken at event ${newest.position}: the chain ends at event`);
    expect(report.out).toContain('events were removed from the end');
  });
});
