import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

/** A person as the users feature's directory describes them; `name` is the profile's name. */
export interface Person {
  id: string;
  email: string;
  name: string | null;
  displayName: string;
}

/**
 * Who the audit log names: the users feature's `UserDirectory.people(ids)`
 * (users/user-directory.ts), which AuditLogModule provides under this token.
 */
export abstract class PeopleDirectory {
  abstract people(userIds: readonly string[]): Promise<Map<string, Pick<Person, 'name'>>>;
}

/**
 * TEMPORARY, until users/user-directory.ts lands: reads the users feature's `profiles` table from
 * here, which only the users feature may do. Delete this class and provide
 * `{ provide: PeopleDirectory, useExisting: UserDirectory }` in AuditLogModule instead.
 */
@Injectable()
export class ProfileNamesDirectory extends PeopleDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async people(userIds: readonly string[]): Promise<Map<string, Pick<Person, 'name'>>> {
    const rows = await kyselyOf<'profiles'>(this.em.fork())
      .selectFrom('profiles')
      .select(['user_id', 'name'])
      .where('user_id', 'in', userIds)
      .execute();
    return new Map(rows.map((row) => [row.user_id, { name: row.name }]));
  }
}
