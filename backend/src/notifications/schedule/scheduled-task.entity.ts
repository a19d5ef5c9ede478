import { defineEntity, p } from '@mikro-orm/core';

/**
 * When a recurring task (the lost email recovery) is next due, shared by every worker process: a
 * worker that restarts finds the due time where the last one left it, and a Redis flush loses nothing.
 */
export const ScheduledTask = defineEntity({
  name: 'ScheduledTask',
  tableName: 'scheduled_tasks',
  properties: {
    name: p.string().primary(),
    nextDueAt: p.datetime(),
  },
});
