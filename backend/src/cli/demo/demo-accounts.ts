import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SignUpCommand } from '../../auth/commands/sign-up/sign-up.command.js';
import { VerifyEmailCommand } from '../../auth/commands/verify-email/verify-email.command.js';
import type { Role } from '../../common/auth/roles.js';
import { EmailOutbox } from '../../notifications/email/email-outbox.js';
import { BootstrapFirstAdminCommand } from '../../users/commands/bootstrap-first-admin/bootstrap-first-admin.command.js';
import { ChangeUserRoleCommand } from '../../users/commands/change-user-role/change-user-role.command.js';
import { GrantRoleByEmailCommand } from '../../users/commands/grant-role-by-email/grant-role-by-email.command.js';

/** The one password of every demo account (long enough and not a common one: the sign-up rules). */
export const DEMO_PASSWORD = 'sprint-demo-2026';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** Every demo person, by the name the story calls them. Emails at example.com only: nothing leaves for a real inbox. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'demo-admin@example.com', firstName: 'Ada', lastName: 'Okafor', role: 'admin' },
  organizer: { email: 'demo-organizer@example.com', firstName: 'Omar', lastName: 'Haddad', role: 'organizer' },
  judge: { email: 'demo-judge@example.com', firstName: 'Grace', lastName: 'Lindqvist', role: 'judge' },
  judge2: { email: 'demo-judge-2@example.com', firstName: 'Kenji', lastName: 'Sato', role: 'judge' },
  /** Seated to review the Civic Tech Sprint's applications (a reviewer is a seat on an event, not a role). */
  reviewer: { email: 'demo-reviewer@example.com', firstName: 'Ines', lastName: 'Duarte', role: 'participant' },
  pat: { email: 'demo-participant@example.com', firstName: 'Pat', lastName: 'Rivera', role: 'participant' },
  bea: { email: 'demo-participant-2@example.com', firstName: 'Bea', lastName: 'Novak', role: 'participant' },
  chidi: { email: 'demo-participant-3@example.com', firstName: 'Chidi', lastName: 'Obi', role: 'participant' },
  dara: { email: 'demo-participant-4@example.com', firstName: 'Dara', lastName: 'Kim', role: 'participant' },
  eli: { email: 'demo-participant-5@example.com', firstName: 'Eli', lastName: 'Moreau', role: 'participant' },
  fay: { email: 'demo-participant-6@example.com', firstName: 'Fay', lastName: 'Nguyen', role: 'participant' },
} as const satisfies Record<string, DemoAccount>;

export type Person = keyof typeof DEMO_ACCOUNTS;
export type People = Record<Person, string>;

/** Whose existence says the demo was written: the first account it creates. */
export const DEMO_MARKER_EMAIL = DEMO_ACCOUNTS.admin.email;

/** Who "clicked" the verification links, as the sessions they open record it. */
const DEMO_CLIENT = { ip: '127.0.0.1', userAgent: 'npm run db:seed -- --demo' };

/**
 * Every person signs up and follows the link of the verification email the sign-up queued, as
 * someone trying the app does. Then the first of them becomes admin the way a new install's first
 * admin does, and grants the others their roles. Answers each person's user id.
 */
export async function createAccounts(app: INestApplicationContext): Promise<People> {
  const commands = app.get(CommandBus);
  const people = {} as People;
  for (const [person, account] of Object.entries(DEMO_ACCOUNTS) as [Person, DemoAccount][]) {
    people[person] = await signUpVerified(app, account);
  }

  const admin = people.admin;
  if ((await commands.execute(new BootstrapFirstAdminCommand(admin))) !== 'created') {
    throw new Error('Another admin appeared while the demo was being written: run it again on a fresh database.');
  }
  for (const [person, account] of Object.entries(DEMO_ACCOUNTS) as [Person, DemoAccount][]) {
    if (account.role === 'organizer' || (account.role === 'admin' && person !== 'admin')) {
      await commands.execute(new GrantRoleByEmailCommand(admin, account.email, account.role));
    } else if (account.role === 'judge') {
      // The Access card grants admin, organizer and participant; judge is set on User Management.
      await commands.execute(new ChangeUserRoleCommand(admin, people[person], 'judge'));
    }
  }
  return people;
}

/** Someone signs up (a participant) and follows the link of the verification email; answers their user id. */
export async function signUpVerified(
  app: INestApplicationContext,
  account: Pick<DemoAccount, 'email' | 'firstName' | 'lastName'>,
): Promise<string> {
  const commands = app.get(CommandBus);
  await commands.execute(new SignUpCommand(account.email, DEMO_PASSWORD, account.firstName, account.lastName));
  const session = await commands.execute(
    new VerifyEmailCommand(await verificationToken(app, account.email), DEMO_CLIENT),
  );
  return session.user.id;
}

async function verificationToken(app: INestApplicationContext, email: string): Promise<string> {
  const message = await app.get(EmailOutbox).latestTo(app.get(EntityManager).fork(), email, 'auth.verify_email');
  const token = message?.text.match(/[#?&]token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`Sign-up queued no verification link for ${email}`);
  return token;
}
