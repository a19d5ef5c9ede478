import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';
import { APPLICATION_ROLES, APPLICATION_STATUSES } from './application.events.js';

/**
 * The `ventures` entity by name: ventures builds on applications, so applications may not import it
 * back. MikroORM resolves the name when the ORM starts (both are in APP_ENTITIES).
 */
const VENTURE = 'Venture' as unknown as { '~entity': { id: string } };

/** One person's application to one event; its version follows its event stream. */
export const Application = defineEntity({
  name: 'Application',
  tableName: 'applications',
  properties: {
    id: p.uuid().primary(),
    user: p.manyToOne(User).deleteRule('cascade').foreignKeyName('applications_user_id_fkey'),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('applications_event_id_fkey'),
    linkedinUrl: p.string().length(500).nullable(),
    role: p.enum(APPLICATION_ROLES),
    shortAnswer: p.text(),
    /** 'Are you continuing a venture?': the venture the applicant continues, if any (ventures owns the venture). */
    venture: p.manyToOne(VENTURE).nullable().deleteRule('set null').foreignKeyName('applications_venture_id_fkey'),
    /** 'May we ask you in 6 months how your idea went?' (insights.md 5); the applicant may withdraw it. */
    followUpConsent: p.boolean().default(false),
    status: p.enum(APPLICATION_STATUSES).default('pending'),
    version: p.integer().default(1),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'applications_one_per_user_and_event', properties: ['user', 'event'] }],
  indexes: [
    { name: 'applications_event_created_index', properties: ['event', 'createdAt', 'id'] },
    { name: 'applications_created_index', properties: ['createdAt', 'id'] },
    { name: 'applications_venture_index', properties: ['venture'] },
  ],
});
