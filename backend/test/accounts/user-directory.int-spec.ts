import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { kyselyOf } from '../../src/database/database.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { UserDirectory } from '../../src/users/user-directory.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

describe('the user directory (users + profiles read model)', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let directory: UserDirectory;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager);
    directory = app.get(UserDirectory);
  });

  afterAll(async () => {
    await app?.close();
  });

  interface Someone {
    email: string;
    name?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    withoutProfile?: boolean;
    createdAt?: Date;
  }

  async function someone(person: Someone): Promise<string> {
    const id = randomUUID();
    const db = kyselyOf<'users' | 'profiles'>(em);
    await db
      .insertInto('users')
      .values({ id, email: person.email, password_hash: 'x', created_at: person.createdAt ?? new Date() })
      .execute();
    if (!person.withoutProfile) {
      await db
        .insertInto('profiles')
        .values({
          id: randomUUID(),
          user_id: id,
          name: person.name ?? null,
          first_name: person.firstName ?? null,
          last_name: person.lastName ?? null,
        })
        .execute();
    }
    return id;
  }

  const unique = () => randomUUID().slice(0, 8);

  it('gives each person their email, stored name and display name, and skips unknown ids', async () => {
    const tag = unique();
    const named = await someone({ email: `ada-${tag}@example.com`, name: '  Ada Lovelace ', firstName: 'A' });
    const fromParts = await someone({
      email: `grace-${tag}@example.com`,
      name: '  ',
      firstName: 'Grace',
      lastName: null,
    });
    const bare = await someone({ email: `Bare-${tag}@Example.com`, withoutProfile: true });
    const people = await directory.people([named, fromParts, bare, named, randomUUID()]);
    expect(people.size).toBe(3);
    expect(people.get(named)).toEqual({
      id: named,
      email: `ada-${tag}@example.com`,
      name: '  Ada Lovelace ',
      displayName: 'Ada Lovelace',
    });
    expect(people.get(fromParts)).toEqual({
      id: fromParts,
      email: `grace-${tag}@example.com`,
      name: '  ',
      displayName: 'Grace',
    });
    expect(people.get(bare)).toEqual({
      id: bare,
      email: `Bare-${tag}@Example.com`,
      name: null,
      displayName: `Bare-${tag}@Example.com`,
    });
    await expect(directory.people([])).resolves.toEqual(new Map());
  });

  it('finds an account by email whatever its case', async () => {
    const tag = unique();
    const id = await someone({ email: `Mixed.Case-${tag}@Example.com` });
    await expect(directory.idByEmail(`mixed.case-${tag}@example.COM`)).resolves.toBe(id);
    await expect(directory.idByEmail(`nobody-${tag}@example.com`)).resolves.toBeUndefined();
  });

  it('reads inside a command, in its transaction', async () => {
    const tag = unique();
    const seen = await app.get(CommandTransaction).run(null, async () => {
      const id = await someone({ email: `inside-${tag}@example.com`, name: 'Inside' });
      return { id, found: await directory.idByEmail(`INSIDE-${tag}@example.com`) };
    });
    expect(seen.found).toBe(seen.id);
  });

  describe('finding people by name (judge candidates)', () => {
    const names = (people: { name: string }[]) => people.map((person) => person.name);

    it('matches part of the profile name, or of first and last name, never the email', async () => {
      const tag = unique();
      const byName = await someone({ email: `n-${tag}@example.com`, name: `Nadia ${tag}` });
      const byParts = await someone({ email: `f-${tag}@example.com`, name: ' ', firstName: 'Fay', lastName: tag });
      await someone({ email: `only-email-${tag}@example.com` });
      const found = await directory.findByName(tag.toUpperCase(), 10);
      expect(found).toEqual([
        { id: byParts, email: `f-${tag}@example.com`, name: `Fay ${tag}` },
        { id: byName, email: `n-${tag}@example.com`, name: `Nadia ${tag}` },
      ]);
    });

    it('orders by name, then oldest account, and returns at most the limit', async () => {
      const tag = unique();
      const older = await someone({
        email: `b1-${tag}@example.com`,
        name: `Beth ${tag}`,
        createdAt: new Date(2001, 0, 1),
      });
      const newer = await someone({
        email: `b2-${tag}@example.com`,
        name: `Beth ${tag}`,
        createdAt: new Date(2002, 0, 1),
      });
      const cora = await someone({
        email: `c-${tag}@example.com`,
        name: `Cora ${tag}`,
        createdAt: new Date(1999, 0, 1),
      });
      expect((await directory.findByName(tag, 10)).map((person) => person.id)).toEqual([older, newer, cora]);
      expect((await directory.findByName(tag, 2)).map((person) => person.id)).toEqual([older, newer]);
    });

    it('treats % and _ as plain characters', async () => {
      const tag = unique();
      await someone({ email: `p-${tag}@example.com`, name: `100% ${tag}` });
      await someone({ email: `q-${tag}@example.com`, name: `100x ${tag}_y` });
      expect(names(await directory.findByName(`0% ${tag}`, 10))).toEqual([`100% ${tag}`]);
      await expect(directory.findByName(`${tag}__`, 10)).resolves.toEqual([]);
      await expect(directory.findByName(`nobody-${tag}`, 10)).resolves.toEqual([]);
    });
  });
});
