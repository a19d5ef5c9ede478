import { defineEntity, p } from '@mikro-orm/core';

// Stand-in until the events engineer's entity lands on main (the lead keeps theirs at merge).
export const Event = defineEntity({ name: 'Event', tableName: 'events', properties: { id: p.uuid().primary() } });
