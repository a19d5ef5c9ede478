import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../audit/domain-event.js';
import { AsProjection, type Projection } from '../audit/projections/projection.js';
import { ApplicationStatusChanged } from './application.events.js';
import { ApplicationRepository } from './application.repository.js';

/** application_status_history: one row per status change, built only from the event store. */
@Injectable()
@AsProjection()
export class StatusHistoryProjection implements Projection {
  readonly name = 'application_status_history';
  readonly eventTypes = [ApplicationStatusChanged.TYPE];

  constructor(private readonly applications: ApplicationRepository) {}

  async apply(em: EntityManager, event: RecordedEvent): Promise<void> {
    await this.applications.appendStatusHistory(em, event, event.payload as ApplicationStatusChanged['payload']);
  }

  snapshot(em: EntityManager): Promise<unknown[]> {
    return this.applications.statusHistorySnapshot(em);
  }

  reset(em: EntityManager): Promise<void> {
    return this.applications.clearStatusHistory(em);
  }
}
