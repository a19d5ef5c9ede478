import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

/** Which ventures entered an event (ventures schedules their check-ins; projects owns the rows). */
@Injectable()
export class EventVentures {
  constructor(private readonly em: EntityManager) {}

  /** The ventures with an entry (a submission) in the event; inside a command, in its transaction. */
  async ofEvent(eventId: string): Promise<string[]> {
    const rows = await kyselyOf<'project_submissions'>(this.em)
      .selectFrom('project_submissions')
      .select('venture_id')
      .distinct()
      .where('event_id', '=', eventId)
      .orderBy('venture_id')
      .execute();
    return rows.map((row) => row.venture_id);
  }
}
