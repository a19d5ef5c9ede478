import { defineEntity, p } from '@mikro-orm/core';
import { Application } from '../applications/application.entity.js';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';
import { FOLLOW_UP_DECISIONS, FOLLOW_UP_EMAIL_KINDS, FOLLOW_UP_STATES } from './follow-up-rules.js';

/**
 * The follow-up survey of one decided application whose applicant said yes to 'May we ask you in 6
 * months how your idea went?' (insights.md 5). The row is the truth (a Redis flush loses nothing):
 * the scheduler moves due rows to `asked` in the transaction that writes their email into the outbox.
 * The answer's outcome flags are what insights reads (FollowUpOutcomes).
 */
export const ApplicationFollowUp = defineEntity({
  name: 'ApplicationFollowUp',
  tableName: 'application_follow_ups',
  properties: {
    id: p.uuid().primary(),
    application: p
      .manyToOne(Application)
      .unique('application_follow_ups_application_id_unique')
      .deleteRule('cascade')
      .foreignKeyName('application_follow_ups_application_id_fkey'),
    user: p.manyToOne(User).deleteRule('cascade').foreignKeyName('application_follow_ups_user_id_fkey'),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('application_follow_ups_event_id_fkey'),
    decision: p.enum(FOLLOW_UP_DECISIONS),
    decidedAt: p.datetime(),
    dueAt: p.datetime(),
    state: p.enum(FOLLOW_UP_STATES).default('scheduled'),
    askedAt: p.datetime().nullable(),
    remindedAt: p.datetime().nullable(),
    answeredAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    /** The survey's answer as given (the check-in's questions). */
    answer: p.json<Record<string, unknown>>().nullable(),
    /** Outcome flags of the answer (null until answered). */
    designPartner: p.boolean().nullable(),
    pilot: p.boolean().nullable(),
    funding: p.boolean().nullable(),
    stopped: p.boolean().nullable(),
    /** Consent withdrawn after answering: the answer is kept as given but insights no longer counts it. */
    answerWithdrawnAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    {
      // The scheduler's due rows.
      name: 'application_follow_ups_due_index',
      expression: 'create index application_follow_ups_due_index on application_follow_ups (state, due_at)',
    },
    { name: 'application_follow_ups_user_index', properties: ['user'] },
  ],
});

/**
 * One row per follow-up and email kind, written in the transaction that puts that email into the
 * outbox: its primary key makes a second ask or reminder impossible, however often the tick runs.
 */
export const ApplicationFollowUpEmail = defineEntity({
  name: 'ApplicationFollowUpEmail',
  tableName: 'application_follow_up_emails',
  properties: {
    followUp: p
      .manyToOne(ApplicationFollowUp)
      .primary()
      .deleteRule('cascade')
      .foreignKeyName('application_follow_up_emails_follow_up_id_fkey'),
    kind: p.enum(FOLLOW_UP_EMAIL_KINDS).primary(),
    sentAt: p.datetime(),
  },
});
