import { defineEntity, p } from '@mikro-orm/core';

/** Read model of the event store table; appends go through EventStore, never through the ORM. */
export const DomainEventRecord = defineEntity({
  name: 'DomainEventRecord',
  tableName: 'domain_events',
  properties: {
    id: p.bigint('number').primary(),
    streamType: p.string(),
    streamId: p.string(),
    version: p.integer().check('version > 0'),
    type: p.string(),
    payload: p.json<Record<string, unknown>>(),
    actorId: p.uuid().nullable(),
    occurredAt: p.datetime(),
    prevHash: p.string().length(64),
    hash: p.string().length(64),
  },
  uniques: [{ name: 'domain_events_stream_version_unique', properties: ['streamType', 'streamId', 'version'] }],
  indexes: [
    { name: 'domain_events_type_index', properties: ['type', 'id'] },
    { name: 'domain_events_actor_index', properties: ['actorId', 'id'] },
    { name: 'domain_events_occurred_at_index', properties: ['occurredAt'] },
  ],
  // Append-only, enforced by the database (the function is the backbone migration's). A TRUNCATE
  // trigger guards too, but PostgreSQL's information_schema does not list it, so it is not declared here.
  triggers: [
    {
      name: 'domain_events_no_update_or_delete',
      timing: 'before',
      events: ['update', 'delete'],
      expression: `create trigger domain_events_no_update_or_delete before update or delete on domain_events
      for each row execute function domain_events_refuse_change()`,
    },
  ],
});
