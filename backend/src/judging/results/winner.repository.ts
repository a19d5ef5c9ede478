import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../../database/database.js';
import type { SubmissionStatus } from '../../projects/project.events.js';
import type { SubmissionRepository } from '../../projects/submission.repository.js';

type Tables = 'winners';

export interface NewWinner {
  id: string;
  eventId: string;
  submissionId: string;
  track: string;
  place: number;
  note: string | null;
  previousSubmissionStatus: SubmissionStatus;
}

/**
 * Winner entries of events (one per submission). Inside a command every method runs in the
 * command's transaction; elsewhere it reads from the pool.
 */
@Injectable()
export class WinnerRepository {
  constructor(private readonly em: EntityManager) {}

  /** False when the submission already has an entry (a unique key). */
  async insert(winner: NewWinner): Promise<boolean> {
    const inserted = await this.db()
      .insertInto('winners')
      .values({
        id: winner.id,
        event_id: winner.eventId,
        submission_id: winner.submissionId,
        track: winner.track,
        place: winner.place,
        note: winner.note,
        previous_submission_status: winner.previousSubmissionStatus,
      })
      .onConflict((oc) => oc.column('submission_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Deletes the entry and says what it was; undefined when there was none. */
  delete(winnerId: string) {
    return this.db()
      .deleteFrom('winners')
      .where('id', '=', winnerId)
      .returning(['event_id', 'submission_id', 'track', 'place', 'previous_submission_status'])
      .executeTakeFirst();
  }

  /**
   * The Winners tab: by track then place, with the submitted title and tagline (`submissions`, the
   * event's from projects, joined in by key: one query).
   */
  listForEvent(eventId: string, submissions: ReturnType<SubmissionRepository['titlesInEvent']>) {
    return this.db()
      .selectFrom('winners as w')
      .innerJoin(submissions.as('s'), 's.id', 'w.submission_id')
      .select([
        'w.id',
        'w.event_id',
        'w.submission_id',
        's.project_id',
        's.title',
        's.tagline',
        'w.track',
        'w.place',
        'w.note',
      ])
      .where('w.event_id', '=', eventId)
      .orderBy('w.track')
      .orderBy('w.place')
      .orderBy('w.created_at')
      .execute();
  }

  async countForEvent(eventId: string): Promise<number> {
    const row = await this.db()
      .selectFrom('winners')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}
