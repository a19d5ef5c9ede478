import { TeamSeekerDto } from '../../team-views.dto.js';

export class TeamSeekerPageDto {
  items!: TeamSeekerDto[];

  total!: number;

  page!: number;

  pageSize!: number;

  /** The caller owns a team of this event with a free seat ('Invite' is offered). */
  canInvite!: boolean;
}
