import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AnyEventType, isEventOf, type RecordedEvent } from '../domain-event.js';
import { EventStore } from '../event-store.js';
import { AsProjection, type Projection } from './projection.js';

const REPLAY_BATCH = 500;
/** Thrown to roll a verification transaction back; never escapes. */
class RollBackVerification extends Error {}
const ROLL_BACK = new RollBackVerification('roll back');

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

  register<T extends AnyEventType>(projection: Projection<T>): void {
    if (this.projections.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    this.projections.set(projection.name, projection);
  }

  names(): string[] {
    return [...this.projections.keys()];
  }

  /** Whether any projection is fed by one of these event types. */
  handleAny(eventTypes: string[]): boolean {
    return [...this.projections.values()].some((projection) =>
      projection.eventTypes.some((type) => eventTypes.includes(type)),
    );
  }

  /** Applies freshly appended events to every projection that handles them (same transaction). */
  async applyAll(em: EntityManager, events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      for (const projection of this.projections.values()) {
        if (isEventOf(event, projection.eventTypes)) await projection.apply(em, event);
      }
    }
  }

  /**
   * Rebuilds inside a transaction that is then rolled back, and compares with the live rows:
   * proves the projection is exactly what the events say, without touching it.
   */
  async verifyRebuild(
    em: EntityManager,
    name: string,
  ): Promise<{ identical: boolean; liveRows: number; rebuiltRows: number }> {
    const projection = this.get(name);
    let outcome: { identical: boolean; liveRows: number; rebuiltRows: number } | undefined;
    await em
      .transactional(async (tx) => {
        await this.store.lockChain(tx);
        const live = await projection.snapshot(tx);
        await this.replay(tx, projection);
        const rebuilt = await projection.snapshot(tx);
        outcome = {
          identical: JSON.stringify(live) === JSON.stringify(rebuilt),
          liveRows: live.length,
          rebuiltRows: rebuilt.length,
        };
        throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      });
    if (!outcome) throw new Error(`Verifying ${name} produced no result`);
    return outcome;
  }

  /**
   * Empties a projection and replays its events from the start, holding the chain lock so no
   * new event slips in between. Returns how many events were applied.
   */
  async rebuild(em: EntityManager, name: string): Promise<number> {
    const projection = this.get(name);
    return em.transactional(async (tx) => {
      await this.store.lockChain(tx);
      return this.replay(tx, projection);
    });
  }

  private get(name: string): Projection {
    const projection = this.projections.get(name);
    if (!projection) throw new Error(`Unknown projection "${name}" (known: ${this.names().join(', ') || 'none'})`);
    return projection;
  }

  private async replay(tx: EntityManager, projection: Projection): Promise<number> {
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
  }
}
