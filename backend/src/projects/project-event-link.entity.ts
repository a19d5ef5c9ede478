import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { Project } from './project.entity.js';

/** A project's attachment to an event; detaching keeps the row as history (`detachedAt`). */
export const ProjectEventLink = defineEntity({
  name: 'ProjectEventLink',
  tableName: 'project_event_links',
  properties: {
    id: p.uuid().primary(),
    project: p.manyToOne(Project).deleteRule('cascade').foreignKeyName('project_event_links_project_id_fkey'),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('project_event_links_event_id_fkey'),
    attachedAt: p.datetime().defaultRaw('now()'),
    detachedAt: p.datetime().nullable(),
  },
  uniques: [
    // At most one event at a time: one link per project whose detached_at is null.
    { name: 'project_event_links_one_attached', properties: ['project'], where: 'detached_at is null' },
  ],
  indexes: [{ name: 'project_event_links_event_index', properties: ['event'] }],
});
