import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

/**
 * The applicant's answer to 'May we ask you in 6 months how your idea went?', kept on the
 * application: what the follow-up survey (follow-ups) reads and withdraws, never other columns.
 * Inside a command every method runs in its transaction.
 */
@Injectable()
export class FollowUpConsents {
  constructor(private readonly em: EntityManager) {}

  /** Whether the applicant consented (and has not withdrawn); false for an unknown application. */
  async given(applicationId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('applications')
      .select('follow_up_consent')
      .where('id', '=', applicationId)
      .executeTakeFirst();
    return row?.follow_up_consent ?? false;
  }

  /** The applicant's own application, locked, with its consent; undefined when it is not theirs. */
  lockOfApplicant(applicationId: string, userId: string) {
    return this.db()
      .selectFrom('applications')
      .select(['id', 'event_id', 'status', 'follow_up_consent'])
      .where('id', '=', applicationId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The applicant's own application with its consent, unlocked. */
  ofApplicant(applicationId: string, userId: string) {
    return this.db()
      .selectFrom('applications')
      .select(['id', 'event_id', 'status', 'follow_up_consent'])
      .where('id', '=', applicationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async withdraw(applicationId: string): Promise<void> {
    await this.db()
      .updateTable('applications')
      .set({ follow_up_consent: false })
      .where('id', '=', applicationId)
      .execute();
  }

  private db() {
    return kyselyOf<'applications'>(this.em);
  }
}
