import { defineEntity, p } from '@mikro-orm/core';
import { VentureCheckin } from './venture-checkin.entity.js';

export const CHECKIN_EMAIL_KINDS = ['ask', 'reminder'] as const;
export type CheckinEmailKind = (typeof CHECKIN_EMAIL_KINDS)[number];

/**
 * One row per check-in and email kind, written in the transaction that puts that email into the
 * outbox: its primary key is what makes a second ask or reminder impossible, however often (or
 * however many schedulers) the tick runs.
 */
export const VentureCheckinEmail = defineEntity({
  name: 'VentureCheckinEmail',
  tableName: 'venture_checkin_emails',
  properties: {
    checkin: p
      .manyToOne(VentureCheckin)
      .primary()
      .deleteRule('cascade')
      .foreignKeyName('venture_checkin_emails_checkin_id_fkey'),
    kind: p.enum(CHECKIN_EMAIL_KINDS).primary(),
    recipients: p.integer(),
    sentAt: p.datetime(),
  },
});
