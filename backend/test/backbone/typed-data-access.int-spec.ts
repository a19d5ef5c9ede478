import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { kyselyOf } from '../../src/database/database.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { User } from '../../src/users/user.entity.js';
import { ProbeModule, ProbeNoted } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// Repositories take the injected (global) EntityManager and never see the transaction: these
// tests show that inside a command its Kysely and its unit of work are the command's transaction.
describe('typed data access inside a command', () => {
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

  const users = () => kyselyOf<'users'>(em);
  const userById = (id: string) => users().selectFrom('users').select(['id', 'email']).where('id', '=', id);
  const newUser = (id: string, email: string) => ({
    id,
    email,
    password_hash: 'x',
    created_at: new Date(),
    updated_at: new Date(),
  });

  it('commits a Kysely write with the command, and the same command reads it back before the commit', async () => {
    const id = randomUUID();
    // Quotes, a backslash, a placeholder look-alike and unicode: the first statement rides with
    // BEGIN, its parameters written out as literals.
    const email = `o'brien\\$1 ${id}@zoë.example`;
    const seenInside = await transaction.run(null, async (tx) => {
      await users().insertInto('users').values(newUser(id, email)).execute();
      tx.record(new ProbeNoted(id, { note: 'kysely write' }), 0);
      return userById(id).executeTakeFirst();
    });
    expect(seenInside).toEqual({ id, email });
    await expect(userById(id).executeTakeFirst()).resolves.toEqual({ id, email });
  });

  it('rolls a Kysely write back when the command fails, whether it was the first statement or a later one', async () => {
    const first = randomUUID();
    const later = randomUUID();
    await expect(
      transaction.run(null, async () => {
        await users()
          .insertInto('users')
          .values(newUser(first, `${first}@example.com`))
          .execute();
        throw new Error('the command fails after its first write');
      }),
    ).rejects.toThrow('the command fails after its first write');
    await expect(
      transaction.run(null, async () => {
        await userById(first).execute();
        await users()
          .insertInto('users')
          .values(newUser(later, `${later}@example.com`))
          .execute();
        // A constraint violation inside the database fails the command too.
        await users()
          .insertInto('users')
          .values(newUser(later, `${later}@example.com`))
          .execute();
      }),
    ).rejects.toThrow(/duplicate key/);
    await expect(userById(first).executeTakeFirst()).resolves.toBeUndefined();
    await expect(userById(later).executeTakeFirst()).resolves.toBeUndefined();
  });

  it('flushes entities persisted through the injected EntityManager in the same transaction', async () => {
    const kept = randomUUID();
    const dropped = randomUUID();
    await transaction.run(null, () => {
      em.getContext().persist(em.create(User, { id: kept, email: `${kept}@example.com`, passwordHash: 'x' }));
    });
    await expect(
      transaction.run(null, async () => {
        em.getContext().persist(em.create(User, { id: dropped, email: `${dropped}@example.com`, passwordHash: 'x' }));
        await em.getContext().flush();
        throw new Error('fails after the flush');
      }),
    ).rejects.toThrow('fails after the flush');
    await expect(userById(kept).executeTakeFirst()).resolves.toEqual({ id: kept, email: `${kept}@example.com` });
    await expect(userById(dropped).executeTakeFirst()).resolves.toBeUndefined();
  });
});
