import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Event } from './event.entity.js';

/** The seats an event gives people: judging its projects, or reviewing its applications. */
export const SEAT_KINDS = ['judge', 'reviewer'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/**
 * Someone invited by email, without an account yet, to take a seat on an event (a judge or a
 * reviewer); seated once that email is verified.
 */
export const SeatInvitation = defineEntity({
  name: 'SeatInvitation',
  tableName: 'seat_invitations',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).foreignKeyName('seat_invitations_event_id_fkey').deleteRule('cascade'),
    seat: p.enum(SEAT_KINDS),
    email: p.string().length(320),
    name: p.string().length(200).nullable(),
    invitedBy: p
      .manyToOne(User)
      .fieldName('invited_by')
      .foreignKeyName('seat_invitations_invited_by_fkey')
      .nullable()
      .deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()'),
    acceptedAt: p.datetime().nullable(),
  },
  uniques: [
    {
      name: 'seat_invitations_unique',
      expression: 'create unique index seat_invitations_unique on seat_invitations (event_id, seat, lower(email))',
    },
  ],
  indexes: [
    {
      name: 'seat_invitations_pending_index',
      expression:
        'create index seat_invitations_pending_index on seat_invitations (lower(email)) where accepted_at is null',
    },
  ],
});
