import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventBus, ofType } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EventCommitted } from '../../../transactions/command-transaction.js';
import { type EventDto, toEventDto } from '../../event.dto.js';
import { EventRepository } from '../../event.repository.js';

/**
 * The public event list, the most requested read, kept for a few seconds (PUBLIC_EVENTS_CACHE_MS,
 * 5 s by default; 0 reads the database every time). Concurrent requests share one database read.
 * Every event-stream event committed in this process (created, status changed, deleted, criteria or
 * judges changed) empties it, so a command's own caller and everyone after it see the change on
 * their next request; the lifetime bounds how stale another app instance (or a change made outside
 * the commands) can leave it.
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    const lifetimeMs = this.config.publicEventsCacheMs;
    if (lifetimeMs === 0) return this.read();
    const now = Date.now();
    if (this.entry && this.entry.expiresAt > now) return this.entry.events;
    const generation = this.generation;
    const events = this.read();
    const entry = { generation, expiresAt: now + lifetimeMs, events };
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
