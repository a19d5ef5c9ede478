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
    const nextDueAt = sql<Date>`now() + make_interval(secs => ${intervalMs / 1000})`;
    const claimed = await kyselyOf<'scheduled_tasks'>(this.em.fork())
      .insertInto('scheduled_tasks')
      .values({ name: task, next_due_at: nextDueAt })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ next_due_at: (eb) => eb.ref('excluded.next_due_at') })
          .where((eb) =>
            eb.or([
              eb('scheduled_tasks.next_due_at', '<=', sql<Date>`now()`),
              eb('scheduled_tasks.next_due_at', '>', eb.ref('excluded.next_due_at')),
            ]),
          ),
      )
      .returning('name')
      .executeTakeFirst();
    return claimed !== undefined;
  }
}
