import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import { type Database, kyselyOf } from '../database/database.js';

// Stand-in for the events engineer's EventCatalog (contracts.md): the events branch's version
// replaces this file at merge.

export type EventFacts = Selectable<Database['events']>;

@Injectable()
export class EventCatalog {
  constructor(private readonly em: EntityManager) {}

  findById(eventId: string): Promise<EventFacts | undefined> {
    return this.db().selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  }

  async titles(eventIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(eventIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db().selectFrom('events').select(['id', 'title']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  openForApplications(eventId: string) {
    return this.db()
      .selectFrom('events')
      .select('id')
      .where('id', '=', eventId)
      .where('status', 'in', ['active', 'upcoming']);
  }

  private db() {
    return kyselyOf<'events'>(this.em);
  }
}
