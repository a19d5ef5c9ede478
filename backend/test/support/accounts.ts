import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Sessions } from '../../src/auth/sessions.js';
import type { Role } from '../../src/common/auth/roles.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { hashPassword } from '../../src/users/password-hasher.js';
import { ProfileCreated, UserSignedUp } from '../../src/users/user.events.js';

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  role: Role;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  auth: { authorization: string };
}

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'sprint-secret';

/**
 * Arranges a verified account with a role and a signed-in session (the sign-up flow itself is
 * tested in the auth specs; other specs just need someone to act as).
 */
export async function createAccount(
  app: NestFastifyApplication,
  role: Role = 'participant',
  name: string = role,
): Promise<TestAccount> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const userId = randomUUID();
  const email = `${name}-${userId.slice(0, 8)}@example.com`;
  const hash = await passwordHash;
  const session = await app.get(CommandTransaction).run(null, async (tx) => {
    const { em } = tx;
    await em.execute('insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, ?, now())', [
      userId,
      email,
      hash,
    ]);
    await em.execute('insert into profiles (id, user_id, name, first_name, last_name) values (?, ?, ?, ?, ?)', [
      randomUUID(),
      userId,
      `Test ${name}`,
      'Test',
      name,
    ]);
    await em.execute('insert into user_roles (id, user_id, role) values (?, ?, ?)', [randomUUID(), userId, role]);
    // The same events sign-up records, so streams and versions match real accounts.
    tx.record(new UserSignedUp(userId, { email, firstName: 'Test', lastName: name }), 0);
    tx.record(new ProfileCreated(userId, { firstName: 'Test', lastName: name }), 0);
    return app.get(Sessions).start({ id: userId, role }, { ip: '127.0.0.1', userAgent: 'jest' });
  });
  return {
    userId,
    email,
    password: TEST_PASSWORD,
    role,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    auth: { authorization: `Bearer ${session.accessToken}` },
  };
}
