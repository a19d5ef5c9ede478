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
   * The categories this user turned off, with their rows locked for the rest of the transaction
   * (the user's row too, so two changes of the same user's switches run one after the other).
   */
  async lockCategoriesOff(userId: string): Promise<Set<EmailCategory>> {
    await this.db().selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    return this.categoriesOff(userId);
  }

  /** Turns these categories off; the ones already off stay as they were. */
  async turnOff(userId: string, categories: readonly EmailCategory[], source: 'profile' | 'link'): Promise<void> {
    if (categories.length === 0) return;
    await this.db()
      .insertInto('email_opt_outs')
      .values(categories.map((category) => ({ user_id: userId, category, source })))
      .onConflict((oc) => oc.columns(['user_id', 'category']).doNothing())
      .execute();
  }

  async turnOn(userId: string, categories: readonly EmailCategory[]): Promise<void> {
    if (categories.length === 0) return;
    await this.db()
      .deleteFrom('email_opt_outs')
      .where('user_id', '=', userId)
      .where('category', 'in', categories)
      .execute();
  }

  private db() {
    return kyselyOf(this.em);
  }
}
