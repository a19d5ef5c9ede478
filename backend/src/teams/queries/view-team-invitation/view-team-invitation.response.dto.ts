import { ApiProperty } from '@nestjs/swagger';

const STATES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;

/** The invitation page: who invites you to which team for which event, and where the link stands. */
export class TeamInvitationViewDto {
  teamTitle!: string;

  /** Null when the team's project is in no event. */
  eventTitle!: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  eventId!: string | null;

  inviterName!: string;

  /** The invited address: in full for its owner, masked ('a…@example.com') for anyone else. */
  email!: string;

  @ApiProperty({ enum: STATES })
  status!: (typeof STATES)[number];

  /** The signed-in account has the invited email. */
  forYou!: boolean;
}
