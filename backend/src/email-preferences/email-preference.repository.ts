import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import type { EmailCategory } from '../notifications/email/email-message.js';

/**
 * The email opt-outs' table. Inside a command every method runs in its transaction; elsewhere it
 * reads from the pool.
 */
@Injectable()
export class EmailPreferenceRepository {
  constructor(private readonly em: EntityManager) {}

  /** The users among these who turned the category off. */
  async optedOut(userIds: readonly string[], category: EmailCategory): Promise<Set<string>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Set();
    const rows = await this.db()
      .selectFrom('email_opt_outs')
      .select('user_id')
      .where('category', '=', category)
      .where((eb) => eb('user_id', '=', eb.fn.any(eb.val(ids))))
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  /** The categories this user turned off. */
  async categoriesOff(userId: string): Promise<Set<EmailCategory>> {
    const rows = await this.db()
      .selectFrom('email_opt_outs')
      .select('category')
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((row) => row.category));
  }

  /**
   * Turns these categories off and answers the ones that were on until now: of two concurrent
   * requests only one gets a category back, so a change is recorded once.
   */
  async turnOff(
    userId: string,
    categories: readonly EmailCategory[],
    source: 'profile' | 'link',
  ): Promise<EmailCategory[]> {
    if (categories.length === 0) return [];
    const rows = await this.db()
      .insertInto('email_opt_outs')
      .values(categories.map((category) => ({ user_id: userId, category, source })))
      .onConflict((oc) => oc.columns(['user_id', 'category']).doNothing())
      .returning('category')
      .execute();
    return rows.map((row) => row.category);
  }

  /** Turns these categories back on and answers the ones that were off until now. */
  async turnOn(userId: string, categories: readonly EmailCategory[]): Promise<EmailCategory[]> {
    if (categories.length === 0) return [];
    const rows = await this.db()
      .deleteFrom('email_opt_outs')
      .where('user_id', '=', userId)
      .where('category', 'in', categories)
      .returning('category')
      .execute();
    return rows.map((row) => row.category);
  }

  private db() {
    return kyselyOf(this.em);
  }
}
