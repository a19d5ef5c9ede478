import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventBus, ofType } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import { EventCommitted } from '../../../transactions/command-transaction.js';
import { type EventDto, toEventDto } from '../../event.dto.js';
import { EventRepository } from '../../event.repository.js';

/**
 * How long one read of the public list is served. Within this process every committed change to
 * an event empties the cache at once; the lifetime bounds how stale another app instance (or a
 * change made outside the commands) can leave it.
 */
export const PUBLIC_EVENTS_TTL_MS = 5_000;

/**
 * The public event list, the most requested read, kept for a few seconds. Concurrent requests
 * share one database read. Every event-stream event committed in this process (created, status
 * changed, deleted, criteria or judges changed) empties it, so a command's own caller and everyone
 * after it see the change on their next request.
 */
@Injectable()
export class PublicEventsCache implements OnModuleInit, OnModuleDestroy {
  private entry: { generation: number; expiresAt: number; events: Promise<readonly EventDto[]> } | undefined;
  /** Bumped by every invalidation: a read that started before one is never kept. */
  private generation = 0;
  private subscription: Subscription | undefined;

  constructor(
    private readonly events: EventRepository,
    private readonly eventBus: EventBus,
  ) {}

  onModuleInit(): void {
    this.subscription = this.eventBus.pipe(ofType(EventCommitted)).subscribe(({ event }) => {
      if (event.streamType === 'event') this.invalidate();
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  invalidate(): void {
    this.generation += 1;
    this.entry = undefined;
  }

  list(): Promise<readonly EventDto[]> {
    const now = Date.now();
    if (this.entry && this.entry.expiresAt > now) return this.entry.events;
    const generation = this.generation;
    const events = this.read();
    const entry = { generation, expiresAt: now + PUBLIC_EVENTS_TTL_MS, events };
    this.entry = entry;
    events.catch(() => {
      // A failed read is not served again.
      if (this.entry === entry) this.entry = undefined;
    });
    return events;
  }

  private async read(): Promise<readonly EventDto[]> {
    const rows = await this.events.listPublic();
    // Shared by every request until it expires: frozen so no caller can change it for the others.
    return Object.freeze(rows.map((row) => Object.freeze(toEventDto(row))));
  }
}
