import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../audit/domain-event.js';
import { AsProjection, type Projection } from '../audit/projections/projection.js';
import { ApplicationStatusChanged } from './application.events.js';
import { ApplicationRepository } from './application.repository.js';

/** application_decision_lags: each application's hours to its first decision, built only from the event store. */
@Injectable()
@AsProjection()
export class DecisionLagProjection implements Projection<typeof ApplicationStatusChanged.TYPE> {
  readonly name = 'application_decision_lags';
  readonly eventTypes = [ApplicationStatusChanged.TYPE] as const;

  async apply(em: EntityManager, event: RecordedEvent<typeof ApplicationStatusChanged.TYPE>): Promise<void> {
    await ApplicationRepository.recordFirstDecision(em, event);
  }

  snapshot(em: EntityManager): Promise<unknown[]> {
    return ApplicationRepository.decisionLagSnapshot(em);
  }

  reset(em: EntityManager): Promise<void> {
    return ApplicationRepository.clearDecisionLags(em);
  }
}
