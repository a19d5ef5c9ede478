import { defineEntity, p } from '@mikro-orm/core';

/** Read model of the event store table; appends go through EventStore, never through the ORM. */
export const DomainEventRecord = defineEntity({
  name: 'DomainEventRecord',
  tableName: 'domain_events',
  properties: {
    id: p.bigint('number').primary(),
    streamType: p.string(),
    streamId: p.string(),
    version: p.integer(),
    type: p.string(),
    payload: p.json<Record<string, unknown>>(),
    actorId: p.uuid().nullable(),
    occurredAt: p.datetime(),
    prevHash: p.string().length(64),
    hash: p.string().length(64),
  },
  uniques: [{ properties: ['streamType', 'streamId', 'version'] }],
});
