import { Command } from '@nestjs/cqrs';

/**
 * What seating by email did: seated the account with that email, or invited the email (no account
 * yet); or nothing, as they were seated or invited already.
 */
export type SeatReviewerOutcome = 'seated' | 'already_seated' | 'invited' | 'already_invited';

/** Seats the account with exactly this email as a reviewer of the event, or invites the email. */
export class SeatReviewerCommand extends Command<SeatReviewerOutcome> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly email: string,
  ) {
    super();
  }
}
