import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CompiledQuery } from 'kysely';
import { kyselyOf } from '../../src/database/database.js';
import { executePrepared, type PreparableRead } from '../../src/database/prepared-read.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { ProbeModule, ProbeNoted } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// The hot reads (the admin list's page, the people and event titles every list shows) run as
// named prepared statements outside commands, and in the command's transaction inside one.
describe('prepared reads', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let transaction: CommandTransaction;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { extraImports: [ProbeModule] });
    em = app.get(EntityManager);
    transaction = app.get(CommandTransaction);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A read given as SQL, run through the same Kysely as the repositories' reads. */
  function rawRead<Row>(sql: string, parameters: unknown[]): PreparableRead<Row> {
    const query = CompiledQuery.raw(sql, parameters) as CompiledQuery<Row>;
    return {
      compile: () => query,
      execute: async () => (await kyselyOf(em).executeQuery(query)).rows,
    };
  }

  /** The statements of this label prepared on the connection the read runs on: its own is there once it is named. */
  const preparedHere = (label: string, text = 'select name from pg_prepared_statements where name like $1') =>
    executePrepared(em, label, rawRead<{ name: string }>(`${text} order by name`, [`${label.slice(0, 40)}-%`]));

  it('runs outside a command as a statement named after its label and text, the same name every time', async () => {
    const first = await preparedHere('probe-read');
    expect(first).toEqual([{ name: expect.stringMatching(/^probe-read-[0-9a-f]{16}$/) }]);
    for (let run = 0; run < 12; run += 1) await expect(preparedHere('probe-read')).resolves.toEqual(first);
  });

  it('gives another text of the same label a name of its own, within PostgreSQL’s 63 bytes', async () => {
    const label = 'a label longer than any statement name may be, cut to fit';
    const [{ name }] = await preparedHere(label);
    const names = (
      await preparedHere(label, `select name from pg_prepared_statements where name like $1 and true`)
    ).map((row) => row.name);
    expect(names.filter((other) => other !== name)).toHaveLength(1);
    for (const each of [name, ...names]) {
      expect(Buffer.byteLength(each)).toBeLessThanOrEqual(63);
      expect(each.startsWith(label.slice(0, 40))).toBe(true);
    }
  });

  it('runs inside a command in its transaction: it sees what the command wrote before the commit', async () => {
    const id = randomUUID();
    const read = () =>
      executePrepared(em, 'probe-user', rawRead<{ id: string }>('select id from users where id = $1', [id]));
    const seenInside = await transaction.run(null, async (tx) => {
      await kyselyOf<'users'>(em)
        .insertInto('users')
        .values({ id, email: `${id}@example.com`, password_hash: 'x', created_at: new Date(), updated_at: new Date() })
        .execute();
      tx.record(new ProbeNoted(id, { note: 'prepared read' }), 0);
      return read();
    });
    expect(seenInside).toEqual([{ id }]);
    await expect(read()).resolves.toEqual([{ id }]);
  });
});
