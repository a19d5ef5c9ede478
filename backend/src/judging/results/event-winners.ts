import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../../database/database.js';

/** What results read of winners: the place awarded to each submission of an event. */
@Injectable()
export class EventWinners {
  constructor(private readonly em: EntityManager) {}

  /** Submission id -> place (1, 2, 3, 4 = Honorable Mention), through `winners`' event index. */
  async places(eventId: string): Promise<Map<string, number>> {
    const rows = await kyselyOf<'winners'>(this.em)
      .selectFrom('winners')
      .select(['submission_id', 'place'])
      .where('event_id', '=', eventId)
      .execute();
    return new Map(rows.map((row) => [row.submission_id, row.place]));
  }
}
