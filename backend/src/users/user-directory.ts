import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

// Stand-in for the accounts engineer's UserDirectory (contracts.md, issue 11): the lead keeps theirs.

export interface Person {
  id: string;
  email: string;
  name: string | null;
  displayName: string;
}

const nonBlank = (value: string | null) => (value?.trim() ? value.trim() : null);

@Injectable()
export class UserDirectory {
  constructor(private readonly em: EntityManager) {}

  private db() {
    return kyselyOf<'users' | 'profiles'>(this.em);
  }

  async people(userIds: readonly string[]): Promise<Map<string, Person>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db()
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.email', 'p.name', 'p.first_name', 'p.last_name'])
      .where('u.id', 'in', [...userIds])
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          email: row.email,
          name: row.name,
          displayName:
            nonBlank(row.name) ??
            nonBlank([row.first_name, row.last_name].filter((part) => part !== null).join(' ')) ??
            row.email,
        },
      ]),
    );
  }

  async idByEmail(email: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .executeTakeFirst();
    return row?.id;
  }

  async findForJudgeSeat(query: string): Promise<string | undefined> {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const row = await this.db()
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select((eb) => ['u.id', eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(query)])).as('exact')])
      .where((eb) =>
        eb.or([eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(query)])), eb('p.name', 'ilike', pattern)]),
      )
      .orderBy('exact', 'desc')
      .orderBy('p.name')
      .orderBy('u.created_at')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }
}
