import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder, Nullable } from 'kysely';
import { containsPattern } from '../database/contains-pattern.js';
import { type Database, kyselyOf } from '../database/database.js';
import { executePrepared } from '../database/prepared-read.js';
import { emailIs } from './email-match.js';

/** Someone as other features show them. */
export interface Person {
  id: string;
  email: string;
  /** The profile's name as stored (null when there is none). */
  name: string | null;
  /** What to print: the profile name, else first + last name, else the email. */
  displayName: string;
}

/** Someone found by name: `name` is what matched, never the email. */
export type NamedPerson = Pick<Person, 'id' | 'email'> & { name: string };

type People = Pick<Database, 'users' | 'profiles'>;
type UsersAndProfiles = ExpressionBuilder<{ u: People['users']; p: Nullable<People['profiles']> }, 'u' | 'p'>;

/**
 * The users + profiles read model, written once: every other feature reads people through here
 * (never by joining `users` or `profiles` itself). Inside a command it reads in the command's
 * transaction; elsewhere it reads from the pool.
 */
@Injectable()
export class UserDirectory {
  constructor(private readonly em: EntityManager) {}

  /**
   * The people with these ids, by id; unknown ids are simply absent. Prepared (every list shows
   * its people through here): its generic plan looks each profile up by index, where a fresh plan
   * for 50 ids reads all the profiles.
   */
  async people(userIds: readonly string[]): Promise<Map<string, Person>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await executePrepared(
      this.em,
      'user-directory-people',
      this.db()
        .selectFrom('users as u')
        .leftJoin('profiles as p', 'p.user_id', 'u.id')
        .select((eb) => ['u.id', 'u.email', 'p.name', displayName(eb).as('displayName')])
        .where((eb) => eb('u.id', '=', eb.fn.any(eb.val(ids)))),
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** These users' emails, by id (no profile read): unknown ids are simply absent. Prepared, as `people`. */
  async emails(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await executePrepared(
      this.em,
      'user-directory-emails',
      this.db()
        .selectFrom('users as u')
        .select(['u.id', 'u.email'])
        .where((eb) => eb('u.id', '=', eb.fn.any(eb.val(ids)))),
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /**
   * `select id, email, name, skills` of every person, not executed: a source other features join
   * into one query where people are listed to others. `name` never falls back to the email (null
   * without one); `email` (lower-cased) is there to match against, never to show.
   */
  cards() {
    return this.db()
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select((eb) => [
        'u.id',
        eb.fn<string>('lower', ['u.email']).as('email'),
        profileName(eb).as('name'),
        eb.fn.coalesce('p.skills', eb.val<string[]>([])).as('skills'),
      ]);
  }

  /** The account with this email, whatever its case. */
  async idByEmail(email: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('users as u')
      .select('u.id')
      .where((eb) => emailIs(eb, email))
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * People whose profile name (or first and last name) contains `text`, case-insensitively, by
   * name then oldest account; at most `limit`. Never a guess: the caller shows them to pick from.
   */
  findByName(text: string, limit: number): Promise<NamedPerson[]> {
    const pattern = containsPattern(text);
    return this.db()
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select((eb) => ['u.id', 'u.email', profileName(eb).as('name')])
      .where((eb) => eb(profileName(eb), 'ilike', pattern))
      .orderBy('name')
      .orderBy('u.created_at')
      .orderBy('u.id')
      .limit(limit)
      .$narrowType<{ name: string }>()
      .execute();
  }

  /**
   * People whose name or email contains `text`, case-insensitively, by name (then email); at most
   * `limit`: a staff picker's choices, shown with their emails to tell namesakes apart.
   */
  findByNameOrEmail(text: string, limit: number): Promise<Person[]> {
    const pattern = containsPattern(text);
    return this.db()
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select((eb) => ['u.id', 'u.email', profileName(eb).as('name'), displayName(eb).as('displayName')])
      .where((eb) => eb.or([eb(profileName(eb), 'ilike', pattern), eb('u.email', 'ilike', pattern)]))
      .orderBy('displayName')
      .orderBy('u.email')
      .limit(limit)
      .execute();
  }

  private db() {
    return kyselyOf<'users' | 'profiles'>(this.em);
  }
}

/** coalesce(nullif(trim(name), ''), nullif(trim(concat_ws(' ', first_name, last_name)), '')) */
function profileName(eb: UsersAndProfiles) {
  const blankToNull = (text: ReturnType<typeof eb.fn<string>>) => eb.fn<string | null>('nullif', [text, eb.val('')]);
  return eb.fn.coalesce(
    blankToNull(eb.fn<string>('trim', ['p.name'])),
    blankToNull(eb.fn<string>('trim', [eb.fn<string>('concat_ws', [eb.val(' '), 'p.first_name', 'p.last_name'])])),
  );
}

/** The profile name, else the email. */
function displayName(eb: UsersAndProfiles) {
  return eb.fn.coalesce(profileName(eb), 'u.email');
}
