import { TeamDto } from '../../team-views.dto.js';

/** The participant dashboard's Team tab. */
export class MyEventTeamDto {
  /** The 'Looking for a team' switch for this event. */
  seeking!: boolean;

  /** The team the user is in for this event (a project attached to it), if any. */
  team!: TeamDto | null;
}
