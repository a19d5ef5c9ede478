import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_ROLES, type ApplicationRole } from '../applications/application.events.js';
import { TeamMemberDto } from '../common/team-member.dto.js';

// Team response pieces several use cases share; each use case's own DTOs live in its folder.

export class TeamInvitationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** The person's name (never their email) when picked from 'People looking for a team'; null for a typed email. */
  name!: string | null;

  /**
   * The address as the owner typed it; masked (`a…@example.com`) for a person picked from
   * 'People looking for a team', whose address the owner was never shown.
   */
  email!: string;

  createdAt!: string;

  expiresAt!: string;
}

export class TeamJoinRequestDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  name!: string;

  message!: string;

  createdAt!: string;
}

/** A team as its members see it; invitations and join requests are the owner's (empty for members). */
export class TeamDto {
  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  tagline!: string | null;

  /** The track of the project's submission to the event, once submitted. */
  track!: string | null;

  /** What the team looks for (skills, roles). */
  lookingFor!: string | null;

  /** Listed on Find Teams as looking for members. */
  open!: boolean;

  /** The attached event, if any. */
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  eventId!: string | null;

  /** The attached event's cap (owner included); null when the project is in no event. */
  teamSizeMax!: number | null;

  /** Seats left under the cap; null when the project is in no event. */
  openSeats!: number | null;

  myRole!: 'owner' | 'member';

  /** Owner first, then by when they joined. */
  members!: TeamMemberDto[];

  /** Pending, unexpired invitations (owner only; empty for members). */
  invitations!: TeamInvitationDto[];

  /** Pending join requests (owner only; empty for members). */
  joinRequests!: TeamJoinRequestDto[];
}

export class CreatedTeamItemDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

/** An entry of 'People looking for a team'. Never an email. */
export class TeamSeekerDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  /** The profile name; null when they have none. */
  name!: string | null;

  @ApiProperty({ enum: APPLICATION_ROLES })
  applicantRole!: ApplicationRole;

  skills!: string[];

  /** The caller's team has a pending invitation for them. */
  invited!: boolean;
}
