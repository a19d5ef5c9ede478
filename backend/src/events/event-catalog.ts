import { Injectable } from '@nestjs/common';
import { type EventFacts, EventRepository } from './event.repository.js';

export type { EventFacts } from './event.repository.js';

/** What other features may read of events (contracts.md, issue 11). */
@Injectable()
export class EventCatalog {
  constructor(private readonly events: EventRepository) {}

  findById(eventId: string): Promise<EventFacts | undefined> {
    return this.events.findById(eventId);
  }

  /** These events, latest start first. */
  byIds(eventIds: readonly string[]): Promise<EventFacts[]> {
    return this.events.findByIds(eventIds);
  }

  /** How many events there are, drafts included. */
  count(): Promise<number> {
    return this.events.count();
  }

  /** Active events whose submission deadline is after `now`, soonest deadline first (projects attach to these). */
  activeWithDeadlineAfter(now: Date): Promise<EventFacts[]> {
    return this.events.activeWithDeadlineAfter(now);
  }

  titles(eventIds: readonly string[]): Promise<Map<string, string>> {
    return this.events.titles(eventIds);
  }

  /** Events whose title contains `text`, case-insensitively, latest first; at most `limit`. */
  idsByTitle(text: string, limit: number): Promise<string[]> {
    return this.events.idsByTitle(text, limit);
  }

  /**
   * `select id from events where id = eventId and status in ('active', 'upcoming')`, not executed:
   * the source of an `insert ... select`, so applying stays one statement.
   */
  openForApplications(eventId: string): ReturnType<EventRepository['openForApplications']> {
    return this.events.openForApplications(eventId);
  }

  /** `select id, title from events`, not executed: joined by lists sorted by event title. */
  titleSource(): ReturnType<EventRepository['titleSource']> {
    return this.events.titleSource();
  }
}
