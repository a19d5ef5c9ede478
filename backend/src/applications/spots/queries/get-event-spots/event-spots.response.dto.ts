import { ApiProperty } from '@nestjs/swagger';

/** How an event's spots stand: what staff need to offer freed spots to the waitlist. */
export class EventSpotsDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  /** The number of spots (the review settings'); null when the event sets none. */
  @ApiProperty({ type: Number, nullable: true })
  capacity!: number | null;

  /** Days an approved applicant has to confirm their spot. */
  confirmDays!: number;

  /** Approved applications: the spots taken (declined and expired ones are withdrawn, not counted). */
  approved!: number;

  /** Approved and confirmed ('I'll be there'). */
  confirmed!: number;

  /** Approved, asked to confirm and not answered yet. */
  awaiting!: number;

  /** Spots given up by a decline (the application withdrawn). */
  declined!: number;

  /** Spots not confirmed by their deadline (the application withdrawn). */
  expired!: number;

  /** Capacity less the approved applications (never below 0); null without a capacity. */
  @ApiProperty({ type: Number, nullable: true })
  free!: number | null;

  /** Applications on the waitlist. */
  waitlisted!: number;

  /** Whether the sprint has started: from then on spots are no longer offered or declined here. */
  started!: boolean;
}
