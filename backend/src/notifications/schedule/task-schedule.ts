import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../database/database.js';

/**
 * Recurring tasks whose due times every worker process shares (table scheduled_tasks). Each worker
 * asks often; the one whose claim moves the due time on runs the task, the others find it not due.
 */
@Injectable()
export class TaskSchedule {
  constructor(private readonly em: EntityManager) {}

  /**
   * True for exactly one caller once `task` is due, which moves its due time to one interval from
   * now; a task never seen before is due at once. A due time further away than one interval (the
   * interval was shortened) counts as due, so a new interval takes effect at once.
   */
  async claimIfDue(task: string, intervalMs: number): Promise<boolean> {
    // clock_timestamp(), not now(): a claim that waited on another's insert must compare against the
    // time it is judged at. now() is its transaction's start, earlier than the row it waited for, so
    // that row's due time would look further off than one interval (shortened) and both would claim.
    const nextDueAt = sql<Date>`clock_timestamp() + make_interval(secs => ${intervalMs / 1000})`;
    const claimed = await kyselyOf<'scheduled_tasks'>(this.em.fork())
      .insertInto('scheduled_tasks')
      .values({ name: task, next_due_at: nextDueAt })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ next_due_at: nextDueAt })
          .where((eb) =>
            eb.or([
              eb('scheduled_tasks.next_due_at', '<=', sql<Date>`clock_timestamp()`),
              eb('scheduled_tasks.next_due_at', '>', nextDueAt),
            ]),
          ),
      )
      .returning('name')
      .executeTakeFirst();
    return claimed !== undefined;
  }
}
