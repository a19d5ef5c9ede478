import type { EntityManager } from '@mikro-orm/postgresql';
import { DiscoveryService } from '@nestjs/core';
import type { AnyEventType, RecordedEvent } from '../domain-event.js';

/**
 * A read model kept from events. `apply` runs inside the same transaction as the append, and
 * `reset` + `apply` over the whole history must rebuild it identically. `apply` is only handed
 * events of `eventTypes`, typed as those: `Projection<'application.status_changed'>` reads
 * `event.payload.to` without a cast once the feature declared the type in `EventPayloads`.
 */
export interface Projection<T extends AnyEventType = AnyEventType> {
  readonly name: string;
  readonly eventTypes: readonly T[];
  apply(em: EntityManager, event: RecordedEvent<T>): Promise<void>;
  reset(em: EntityManager): Promise<void>;
  /** Every row, in a stable order: what a rebuild must reproduce exactly. */
  snapshot(em: EntityManager): Promise<unknown[]>;
}

/** Marks a provider as a projection so the registry finds it at boot. */
export const AsProjection = DiscoveryService.createDecorator<void>();
