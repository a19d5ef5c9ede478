import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

// Stand-in for the accounts engineer's UserDirectory (contracts.md); the lead keeps theirs at merge.
export interface Person {
  id: string;
  email: string;
  name: string | null;
  displayName: string;
}

@Injectable()
export class UserDirectory {
  constructor(private readonly em: EntityManager) {}

  async people(userIds: readonly string[]): Promise<Map<string, Person>> {
    if (userIds.length === 0) return new Map();
    const rows = await kyselyOf<'users' | 'profiles'>(this.em)
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id', 'users.email', 'profiles.name', 'profiles.first_name', 'profiles.last_name'])
      .where('users.id', 'in', [...userIds])
      .execute();
    const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
    return new Map(
      rows.map(({ id, email, name, first_name, last_name }) => [
        id,
        {
          id,
          email,
          name,
          displayName:
            blankToNull(name) ?? blankToNull([first_name, last_name].filter((part) => part != null).join(' ')) ?? email,
        },
      ]),
    );
  }
}
