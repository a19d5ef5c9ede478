import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { expressionBuilder } from 'kysely';
import type { Role } from '../common/auth/roles.js';
import { sortParts, type TableSort, tableSorts } from '../common/http/table-sort.js';
import { containsPattern } from '../database/contains-pattern.js';
import { type Database, kyselyOf } from '../database/database.js';
import { emailIs } from './email-match.js';

type Accounts = Pick<Database, 'users' | 'profiles' | 'user_roles'>;

export interface NewAccount {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** What sign-in needs to know about an account. */
export interface Credentials {
  id: string;
  passwordHash: string;
  emailConfirmedAt: Date | null;
  role: Role;
}

/** The User Management table's filters. */
export interface UserFilters {
  /** Part of the email or the profile name, case-insensitive (% and _ taken literally). */
  search?: string;
  role?: Role;
}

/** The User Management table's sortable columns: the person (by name, else email), role, joined. */
export const USER_SORT_COLUMNS = ['user', 'role', 'joined'] as const;
export const USER_SORTS = tableSorts(USER_SORT_COLUMNS);
export type UserSort = TableSort<(typeof USER_SORT_COLUMNS)[number]>;

export interface UserListItem {
  userId: string;
  email: string;
  name: string | null;
  role: Role;
}

/**
 * The account aggregate: a user, their profile and their role, created together. Sign-up, sign-in,
 * email confirmation and password changes (auth/) go through here, as do the admin lists.
 */
@Injectable()
export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Creates the account with its profile and the participant role. False, and nothing written,
   * when the email (whatever its case) already has one.
   */
  async create(account: NewAccount): Promise<boolean> {
    const users = expressionBuilder<Accounts, 'users'>();
    const created = await this.db()
      .insertInto('users')
      .values({ id: account.id, email: account.email, password_hash: account.passwordHash })
      .onConflict((oc) => oc.expression(users.fn('lower', ['email'])).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return false;
    await this.db()
      .insertInto('profiles')
      .values({
        id: randomUUID(),
        user_id: account.id,
        name: `${account.firstName} ${account.lastName}`,
        first_name: account.firstName,
        last_name: account.lastName,
      })
      .execute();
    await this.db()
      .insertInto('user_roles')
      .values({ id: randomUUID(), user_id: account.id, role: 'participant' })
      .execute();
    return true;
  }

  async credentialsOf(email: string): Promise<Credentials | undefined> {
    const row = await this.db()
      .selectFrom('users as u')
      .innerJoin('user_roles as r', 'r.user_id', 'u.id')
      .select(['u.id', 'u.password_hash as passwordHash', 'u.email_confirmed_at as emailConfirmedAt', 'r.role'])
      .where((eb) => emailIs(eb, email))
      .executeTakeFirst();
    return row && { ...row, emailConfirmedAt: timeOrNull(row.emailConfirmedAt) };
  }

  /** The account with this email, whatever its case. */
  async findByEmail(email: string): Promise<{ id: string; email: string } | undefined> {
    return this.db()
      .selectFrom('users as u')
      .select(['u.id', 'u.email'])
      .where((eb) => emailIs(eb, email))
      .executeTakeFirst();
  }

  /** The account with this email if its address is not confirmed yet, with the first name to greet. */
  async findUnconfirmedByEmail(
    email: string,
  ): Promise<{ id: string; email: string; firstName: string | null } | undefined> {
    return this.db()
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.email', 'p.first_name as firstName'])
      .where((eb) => emailIs(eb, email))
      .where('u.email_confirmed_at', 'is', null)
      .executeTakeFirst();
  }

  /** Confirms the address (keeping the first confirmation time); the account's email and role. */
  async confirmEmail(userId: string): Promise<{ email: string; role: Role }> {
    return this.db()
      .updateTable('users as u')
      .from('user_roles as r')
      .set((eb) => ({
        email_confirmed_at: eb.fn.coalesce('u.email_confirmed_at', eb.fn<Date>('now')),
        updated_at: eb.fn<Date>('now'),
      }))
      .where('u.id', '=', userId)
      .whereRef('r.user_id', '=', 'u.id')
      .returning(['u.email', 'r.role'])
      .executeTakeFirstOrThrow();
  }

  /** Sets a new password, which also confirms the address (the link came by email). */
  async changePassword(userId: string, passwordHash: string): Promise<{ email: string; role: Role }> {
    return this.db()
      .updateTable('users as u')
      .from('user_roles as r')
      .set((eb) => ({
        password_hash: passwordHash,
        email_confirmed_at: eb.fn.coalesce('u.email_confirmed_at', eb.fn<Date>('now')),
        updated_at: eb.fn<Date>('now'),
      }))
      .where('u.id', '=', userId)
      .whereRef('r.user_id', '=', 'u.id')
      .returning(['u.email', 'r.role'])
      .executeTakeFirstOrThrow();
  }

  /** Who is signed in: the account with its role and profile name. */
  async me(
    userId: string,
  ): Promise<
    { id: string; email: string; role: Role; name: string | null; emailConfirmedAt: Date | null } | undefined
  > {
    const row = await this.db()
      .selectFrom('users as u')
      .innerJoin('user_roles as r', 'r.user_id', 'u.id')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.email', 'r.role', 'p.name', 'u.email_confirmed_at as emailConfirmedAt'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    return row && { ...row, emailConfirmedAt: timeOrNull(row.emailConfirmedAt) };
  }

  /** Everyone, newest first unless sorted otherwise; `search` matches part of the email or the name. */
  async page(
    { search, role }: UserFilters,
    sort: UserSort,
    page: number,
    pageSize: number,
  ): Promise<{ items: (UserListItem & { createdAt: Date })[]; total: number }> {
    const { column, direction } = sortParts(sort);
    const pattern = search === undefined ? undefined : containsPattern(search);
    const rows = await this.listed()
      .select((eb) => ['u.created_at as createdAt', eb.fn.countAll<string>().over().as('total')])
      .$if(pattern !== undefined, (query) =>
        query.where((eb) => eb.or([eb('u.email', 'ilike', pattern ?? ''), eb('p.name', 'ilike', pattern ?? '')])),
      )
      .$if(role !== undefined, (query) => query.where('r.role', '=', role ?? 'participant'))
      .$call((query) => {
        switch (column) {
          case 'user':
            return query.orderBy((eb) => eb.fn('lower', [eb.fn.coalesce('p.name', 'u.email')]), direction);
          case 'role':
            return query.orderBy('r.role', direction);
          case 'joined':
            return query;
        }
      })
      // Ties (same name or role) newest first; by date the direction asked for.
      .orderBy('u.created_at', column === 'joined' ? direction : 'desc')
      .orderBy('u.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      items: rows.map((row) => ({
        userId: row.userId,
        email: row.email,
        name: row.name,
        role: row.role,
        createdAt: new Date(row.createdAt),
      })),
      total: rows.length ? Number(rows[0].total) : 0,
    };
  }

  /** Every account, counted as the user list counts them. */
  async count(): Promise<number> {
    const { count } = await this.listed()
      .clearSelect()
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** The admins and organizers: admins first, then by email. */
  async staff(): Promise<UserListItem[]> {
    return this.listed()
      .where('r.role', 'in', ['admin', 'organizer'])
      .orderBy('r.role')
      .orderBy((eb) => eb.fn('lower', ['u.email']))
      .execute();
  }

  private listed() {
    return this.db()
      .selectFrom('users as u')
      .innerJoin('user_roles as r', 'r.user_id', 'u.id')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id as userId', 'u.email', 'p.name', 'r.role']);
  }

  private db() {
    return kyselyOf<'users' | 'profiles' | 'user_roles'>(this.em);
  }
}

/**
 * MikroORM's pg driver hands timestamps over as PostgreSQL's text (its type parsers keep them raw),
 * though Kysely's types say Date: `new Date(...)` gives a Date from either.
 */
function timeOrNull(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}
