import { defineEntity, p } from '@mikro-orm/core';

// Stand-in for the events engineer's entity (projects needs the foreign key target and the typed
// columns it reads through EventCatalog); the events branch's version replaces it at merge.
export const Event = defineEntity({
  name: 'Event',
  tableName: 'events',
  properties: {
    id: p.uuid().primary(),
    title: p.string().length(200),
    status: p.enum(['draft', 'upcoming', 'active', 'completed'] as const).default('draft'),
    submissionDeadline: p.datetime(),
    graceMinutes: p.integer().default(5),
    timezone: p.string().length(64).default('America/Los_Angeles'),
    tracks: p.array(),
  },
});
