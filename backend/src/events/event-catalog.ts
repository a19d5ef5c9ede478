import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';

// Stand-in for the events engineer's EventCatalog (contracts.md); the lead keeps theirs at merge.
// Until their Event entity lands the events columns are spelled out here.
interface EventsTable {
  id: string;
  title: string;
  description_md: string | null;
  location: string | null;
  status: 'draft' | 'upcoming' | 'active' | 'completed';
  start_date: Date;
  end_date: Date;
  submission_deadline: Date;
  grace_minutes: number;
  timezone: string;
  tracks: string[];
  team_size_max: number;
  created_by: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export type EventFacts = Selectable<EventsTable>;

@Injectable()
export class EventCatalog {
  constructor(private readonly em: EntityManager) {}

  private db() {
    return this.em.getKysely<{ events: EventsTable }>();
  }

  findById(eventId: string): Promise<EventFacts | undefined> {
    return this.db().selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  }

  async titles(eventIds: readonly string[]): Promise<Map<string, string>> {
    if (eventIds.length === 0) return new Map();
    const rows = await this.db()
      .selectFrom('events')
      .select(['id', 'title'])
      .where('id', 'in', [...eventIds])
      .execute();
    return new Map(rows.map(({ id, title }) => [id, title]));
  }

  openForApplications(eventId: string) {
    return this.db()
      .selectFrom('events')
      .select('id')
      .where('id', '=', eventId)
      .where('status', 'in', ['active', 'upcoming']);
  }
}
