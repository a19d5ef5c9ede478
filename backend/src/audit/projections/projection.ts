import type { EntityManager } from '@mikro-orm/postgresql';
import { DiscoveryService } from '@nestjs/core';
import type { RecordedEvent } from '../domain-event.js';

/**
 * A read model kept from events. `apply` runs inside the same transaction as the append, and
 * `reset` + `apply` over the whole history must rebuild it identically.
 */
export interface Projection {
  readonly name: string;
  readonly eventTypes: readonly string[];
  apply(em: EntityManager, event: RecordedEvent): Promise<void>;
  reset(em: EntityManager): Promise<void>;
  /** Every row, in a stable order: what a rebuild must reproduce exactly. */
  snapshot(em: EntityManager): Promise<unknown[]>;
}

/** Marks a provider as a projection so the registry finds it at boot. */
export const AsProjection = DiscoveryService.createDecorator<void>();
