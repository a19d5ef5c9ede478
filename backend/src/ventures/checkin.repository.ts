import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

type Tables = 'venture_checkins';

const COLUMNS = [
  'id',
  'venture_id',
  'event_id',
  'offset_days',
  'due_at',
  'state',
  'asked_at',
  'reminded_at',
  'answered_at',
] as const;

/** Venture check-ins (ventures.md 'Check-ins and reminders'). Inside a command every method runs in its transaction. */
@Injectable()
export class CheckinRepository {
  constructor(private readonly em: EntityManager) {}

  /** The check-ins of these ventures, soonest due first. */
  ofVentures(ventureIds: readonly string[]) {
    if (ventureIds.length === 0) return Promise.resolve([]);
    return this.db()
      .selectFrom('venture_checkins')
      .select(COLUMNS)
      .where('venture_id', 'in', ventureIds)
      .orderBy('due_at')
      .orderBy('id')
      .execute();
  }

  /**
   * A merge moves the check-ins over, except one the target already has for the same sprint and
   * offset (a venture is asked once per sprint and offset): those stay with the merged venture,
   * cancelled when still unanswered. Returns the ids moved.
   */
  async moveAll(fromVentureId: string, toVentureId: string): Promise<string[]> {
    const moved = await this.db()
      .updateTable('venture_checkins as c')
      .set({ venture_id: toVentureId })
      .where('c.venture_id', '=', fromVentureId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('venture_checkins as t')
              .select('t.id')
              .where('t.venture_id', '=', toVentureId)
              .whereRef('t.event_id', '=', 'c.event_id')
              .whereRef('t.offset_days', '=', 'c.offset_days'),
          ),
        ),
      )
      .returning('c.id')
      .execute();
    await this.db()
      .updateTable('venture_checkins')
      .set({ state: 'cancelled' })
      .where('venture_id', '=', fromVentureId)
      .where('state', 'in', ['scheduled', 'asked'])
      .execute();
    return moved.map((row) => row.id);
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}
