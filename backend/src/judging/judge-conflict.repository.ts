import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

export interface ConflictRow {
  id: string;
  eventId: string;
  judgeId: string;
  projectId: string;
  reason: string;
  createdAt: Date;
}

/** Conflicts of interest judges declared with teams. */
@Injectable()
export class JudgeConflictRepository {
  constructor(private readonly em: EntityManager) {}

  /** Undefined when the judge already declared one with the team. */
  async declare(conflict: Omit<ConflictRow, 'id' | 'createdAt'>): Promise<string | undefined> {
    const row = await this.db()
      .insertInto('judge_conflicts')
      .values({
        id: randomUUID(),
        event_id: conflict.eventId,
        judge_id: conflict.judgeId,
        project_id: conflict.projectId,
        reason: conflict.reason,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** The event's conflicts, newest first; only the judge's when `judgeId` is given. */
  async ofEvent(eventId: string, judgeId?: string): Promise<ConflictRow[]> {
    let query = this.db()
      .selectFrom('judge_conflicts')
      .select(['id', 'event_id', 'judge_id', 'project_id', 'reason', 'created_at'])
      .where('event_id', '=', eventId);
    if (judgeId !== undefined) query = query.where('judge_id', '=', judgeId);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      judgeId: row.judge_id,
      projectId: row.project_id,
      reason: row.reason,
      createdAt: new Date(row.created_at),
    }));
  }

  async countForEvent(eventId: string): Promise<number> {
    const row = await this.db()
      .selectFrom('judge_conflicts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private db() {
    return kyselyOf<'judge_conflicts'>(this.em);
  }
}
