import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../audit/domain-event.js';
import { AsProjection, type Projection } from '../audit/projections/projection.js';
import { ApplicationStatusChanged } from './application.events.js';
import { ApplicationRepository } from './application.repository.js';

/** application_status_history: one row per status change, built only from the event store. */
@Injectable()
@AsProjection()
export class StatusHistoryProjection implements Projection<typeof ApplicationStatusChanged.TYPE> {
  readonly name = 'application_status_history';
  readonly eventTypes = [ApplicationStatusChanged.TYPE] as const;

  async apply(em: EntityManager, event: RecordedEvent<typeof ApplicationStatusChanged.TYPE>): Promise<void> {
    await ApplicationRepository.appendStatusHistory(em, event);
  }

  snapshot(em: EntityManager): Promise<unknown[]> {
    return ApplicationRepository.statusHistorySnapshot(em);
  }

  reset(em: EntityManager): Promise<void> {
    return ApplicationRepository.clearStatusHistory(em);
  }
}
