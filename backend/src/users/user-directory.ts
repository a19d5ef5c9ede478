import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import { type Database, kyselyOf } from '../database/database.js';

// Stand-in for the accounts engineer's UserDirectory (contracts.md): the accounts branch's version
// replaces this file at merge.

export interface Person {
  id: string;
  email: string;
  name: string | null;
  displayName: string;
}

type People = Pick<Database, 'users' | 'profiles'>;
type UsersAndProfiles = ExpressionBuilder<
  { u: People['users']; p: People['profiles'] | { [K in keyof People['profiles']]: null } },
  'u' | 'p'
>;

@Injectable()
export class UserDirectory {
  constructor(private readonly em: EntityManager) {}

  async people(userIds: readonly string[]): Promise<Map<string, Person>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await kyselyOf<'users' | 'profiles'>(this.em)
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select((eb) => ['u.id', 'u.email', 'p.name', displayName(eb).as('displayName')])
      .where('u.id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }
}

/** coalesce(nullif(trim(name), ''), nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) */
function displayName(eb: UsersAndProfiles) {
  const blankToNull = (text: ReturnType<typeof eb.fn<string>>) => eb.fn<string | null>('nullif', [text, eb.val('')]);
  return eb.fn.coalesce(
    blankToNull(eb.fn<string>('trim', ['p.name'])),
    blankToNull(eb.fn<string>('trim', [eb.fn<string>('concat_ws', [eb.val(' '), 'p.first_name', 'p.last_name'])])),
    'u.email',
  );
}
