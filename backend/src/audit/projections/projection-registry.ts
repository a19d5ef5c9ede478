import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../domain-event.js';
import { EventStore } from '../event-store.js';
import { AsProjection, type Projection } from './projection.js';

const REPLAY_BATCH = 500;

@Injectable()
export class ProjectionRegistry implements OnModuleInit {
  private readonly projections = new Map<string, Projection>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: AsProjection.KEY })) {
      this.register(wrapper.instance as Projection);
    }
  }

  register(projection: Projection): void {
    if (this.projections.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    this.projections.set(projection.name, projection);
  }

  names(): string[] {
    return [...this.projections.keys()];
  }

  /** Applies freshly appended events to every projection that handles them (same transaction). */
  async applyAll(em: EntityManager, events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      for (const projection of this.projections.values()) {
        if (projection.eventTypes.includes(event.type)) await projection.apply(em, event);
      }
    }
  }

  /**
   * Empties a projection and replays its events from the start, holding the chain lock so no
   * new event slips in between. Returns how many events were applied.
   */
  async rebuild(em: EntityManager, name: string): Promise<number> {
    const projection = this.projections.get(name);
    if (!projection) throw new Error(`Unknown projection "${name}" (known: ${this.names().join(', ') || 'none'})`);
    return em.transactional(async (tx) => {
      await this.store.lockChain(tx);
      await projection.reset(tx);
      let after = 0;
      let applied = 0;
      for (;;) {
        const batch = await this.store.readAfter(tx, after, REPLAY_BATCH, projection.eventTypes);
        if (batch.length === 0) return applied;
        for (const event of batch) {
          await projection.apply(tx, event);
          applied += 1;
          after = event.position;
        }
      }
    });
  }
}
