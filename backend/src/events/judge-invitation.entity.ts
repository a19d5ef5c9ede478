import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Event } from './event.entity.js';

/** A judge invited by email without an account yet; accepted once that email is verified. */
export const JudgeInvitation = defineEntity({
  name: 'JudgeInvitation',
  tableName: 'judge_invitations',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).foreignKeyName('judge_invitations_event_id_fkey').deleteRule('cascade'),
    email: p.string().length(320),
    name: p.string().length(200).nullable(),
    invitedBy: p
      .manyToOne(User)
      .fieldName('invited_by')
      .foreignKeyName('judge_invitations_invited_by_fkey')
      .nullable()
      .deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()'),
    acceptedAt: p.datetime().nullable(),
  },
  uniques: [
    {
      name: 'judge_invitations_unique',
      expression: 'create unique index judge_invitations_unique on judge_invitations (event_id, lower(email))',
    },
  ],
  indexes: [
    {
      name: 'judge_invitations_pending_index',
      expression:
        'create index judge_invitations_pending_index on judge_invitations (lower(email)) where accepted_at is null',
    },
  ],
});
