import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

/**
 * The port through which files/ sets a user's uploaded avatar (issue 31), inside its own command's
 * transaction: the profile stays this feature's table. The profile's version is not moved (the
 * avatar is not one of the fields the profile form saves).
 */
@Injectable()
export class ProfileAvatars {
  constructor(private readonly em: EntityManager) {}

  /** The user's current avatar file, the profile locked until the command ends; undefined: no profile. */
  async lock(userId: string): Promise<{ avatarFileId: string | null } | undefined> {
    const row = await this.db()
      .selectFrom('profiles')
      .select('avatar_file_id')
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    return row && { avatarFileId: row.avatar_file_id };
  }

  async set(userId: string, fileId: string | null): Promise<void> {
    await this.db()
      .updateTable('profiles')
      .set((eb) => ({ avatar_file_id: fileId, updated_at: eb.fn<Date>('now') }))
      .where('user_id', '=', userId)
      .execute();
  }

  private db() {
    return kyselyOf<'profiles'>(this.em);
  }
}
