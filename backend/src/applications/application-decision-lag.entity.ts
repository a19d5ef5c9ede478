import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { Application } from './application.entity.js';

/**
 * A projection of the event store: per decided application, the hours from applying to its first
 * decision (see DecisionLagProjection), so the percentiles read one narrow table.
 */
export const ApplicationDecisionLag = defineEntity({
  name: 'ApplicationDecisionLag',
  tableName: 'application_decision_lags',
  properties: {
    application: p
      .oneToOne(Application)
      .owner()
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('application_decision_lags_application_id_fkey'),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('application_decision_lags_event_id_fkey'),
    hours: p.double(),
  },
  indexes: [{ name: 'application_decision_lags_event_index', properties: ['event', 'hours'] }],
});
