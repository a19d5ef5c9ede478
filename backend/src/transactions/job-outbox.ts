import type { EntityManager } from '@mikro-orm/postgresql';
import type { PendingEvent } from '../audit/event-store.js';
import type { JobOf } from './job.js';

/**
 * Where a command's jobs go: the outbox, provided by notifications. CommandTransaction knows only
 * this, so it needs no knowledge of what a job does (an email, say).
 */
export abstract class JobOutbox {
  /**
   * Inside the command's transaction, after its own writes: stores the jobs, with whatever their
   * owners keep beside them, and answers the events that record them (appended with the command's).
   */
  abstract write(em: EntityManager, jobs: readonly JobOf[]): Promise<PendingEvent[]>;

  /** After the commit: the jobs just written can be published now. */
  abstract committed(): void;
}
