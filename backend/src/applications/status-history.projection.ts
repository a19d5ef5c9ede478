import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../audit/domain-event.js';
import { AsProjection, type Projection } from '../audit/projections/projection.js';
import { ApplicationStatusChanged } from './application.events.js';

/** application_status_history: one row per status change, built only from the event store. */
@Injectable()
@AsProjection()
export class StatusHistoryProjection implements Projection {
  readonly name = 'application_status_history';
  readonly eventTypes = [ApplicationStatusChanged.TYPE];

  async apply(em: EntityManager, event: RecordedEvent): Promise<void> {
    const { from, to } = event.payload as ApplicationStatusChanged['payload'];
    // An application deleted with its event has no row to attach history to any more.
    await em.execute(
      `insert into application_status_history (event_position, application_id, old_status, new_status, changed_by, changed_at)
       select ?, id, ?, ?, ?, ? from applications where id = ?`,
      [event.position, from, to, event.actorId, event.occurredAt, event.streamId],
    );
  }

  snapshot(em: EntityManager): Promise<unknown[]> {
    return em.execute('select * from application_status_history order by event_position');
  }

  async reset(em: EntityManager): Promise<void> {
    await em.execute('delete from application_status_history');
  }
}
