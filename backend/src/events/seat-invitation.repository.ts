import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import type { SeatKind } from './seat-invitation.entity.js';

/** A pending invitation as listed to staff. */
export interface PendingSeatInvitation {
  email: string;
  name: string | null;
  invitedAt: Date;
}

/** An invitation accepted by a verification: the seat to give. */
export interface AcceptedSeatInvitation {
  eventId: string;
  seat: SeatKind;
  invitedBy: string | null;
}

/** The seat invitations of events (judges and reviewers invited by email). */
@Injectable()
export class SeatInvitationRepository {
  constructor(private readonly em: EntityManager) {}

  private db() {
    return kyselyOf<'seat_invitations'>(this.em);
  }

  /** False when the email (any case) is invited to this seat of the event already. */
  async insert(invitation: {
    eventId: string;
    seat: SeatKind;
    email: string;
    name: string | null;
    invitedBy: string;
  }): Promise<boolean> {
    const inserted = await this.db()
      .insertInto('seat_invitations')
      .values({
        id: randomUUID(),
        event_id: invitation.eventId,
        seat: invitation.seat,
        email: invitation.email,
        name: invitation.name,
        invited_by: invitation.invitedBy,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Not accepted yet, oldest first. */
  async pending(eventId: string, seat: SeatKind): Promise<PendingSeatInvitation[]> {
    const rows = await this.db()
      .selectFrom('seat_invitations')
      .select(['email', 'name', 'created_at'])
      .where('event_id', '=', eventId)
      .where('seat', '=', seat)
      .where('accepted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ email: row.email, name: row.name, invitedAt: new Date(row.created_at) }));
  }

  /** Deletes the pending invitation of the email (any case); answers the email as it was invited. */
  async withdraw(eventId: string, seat: SeatKind, email: string): Promise<string | undefined> {
    const row = await this.db()
      .deleteFrom('seat_invitations')
      .where('event_id', '=', eventId)
      .where('seat', '=', seat)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .where('accepted_at', 'is', null)
      .returning('email')
      .executeTakeFirst();
    return row?.email;
  }

  /** Marks the email's pending invitations (any case) to these seats accepted; answers them. */
  async accept(email: string, seats: readonly SeatKind[]): Promise<AcceptedSeatInvitation[]> {
    if (seats.length === 0) return [];
    const rows = await this.db()
      .updateTable('seat_invitations')
      .set((eb) => ({ accepted_at: eb.fn<Date>('now') }))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .where('seat', 'in', seats)
      .where('accepted_at', 'is', null)
      .returning(['event_id', 'seat', 'invited_by'])
      .execute();
    return rows.map((row) => ({ eventId: row.event_id, seat: row.seat, invitedBy: row.invited_by }));
  }

  /** Every invitation to this seat of the event, accepted or not (what deleting the event takes). */
  async count(eventId: string, seat: SeatKind): Promise<number> {
    const row = await this.db()
      .selectFrom('seat_invitations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('event_id', '=', eventId)
      .where('seat', '=', seat)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
