import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { maskEmail } from '../../common/masked-email.js';
import { isoTimestamp } from '../../common/timestamps.js';
import { EventCatalog } from '../../events/event-catalog.js';
import { ProjectTeam } from '../../projects/project-team.js';
import type { ProjectRow } from '../../projects/project.repository.js';
import { toTeamMember } from '../../projects/queries/project-views.js';
import type { ProjectMemberRole } from '../../projects/roster.repository.js';
import { RosterRepository } from '../../projects/roster.repository.js';
import { SubmissionRepository } from '../../projects/submission.repository.js';
import { UserDirectory } from '../../users/user-directory.js';
import type { Person } from '../../users/user-directory.js';
import type { TeamDto } from '../team-views.dto.js';
import { TeamRepository } from '../team.repository.js';

/** A team as its members see it (the Team tab, the project page's Team card). */
@Injectable()
export class TeamViews {
  constructor(
    private readonly clock: Clock,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly projectTeam: ProjectTeam,
    private readonly submissions: SubmissionRepository,
    private readonly catalog: EventCatalog,
    private readonly directory: UserDirectory,
  ) {}

  async team(project: ProjectRow, myRole: ProjectMemberRole): Promise<TeamDto> {
    const eventId = (await this.roster.attachedEventId(project.id)) ?? null;
    const owner = myRole === 'owner';
    const [members, event, submission, invitations, requests] = await Promise.all([
      this.projectTeam.members(project.id),
      eventId === null ? undefined : this.catalog.findById(eventId),
      eventId === null ? undefined : this.submissions.findForProjectAndEvent(project.id, eventId),
      owner ? this.teams.pendingInvitations(project.id, this.clock.now()) : [],
      owner ? this.teams.pendingJoinRequests(project.id) : [],
    ]);
    const people = await this.directory.people([
      ...requests.map((request) => request.user_id),
      ...invitations.flatMap((invitation) => (invitation.invitee_id === null ? [] : [invitation.invitee_id])),
    ]);
    const teamSizeMax = event?.team_size_max ?? null;
    return {
      projectId: project.id,
      title: project.title,
      tagline: project.tagline,
      track: submission?.track ?? null,
      lookingFor: project.looking_for,
      open: project.team_open,
      eventId,
      teamSizeMax,
      openSeats: teamSizeMax === null ? null : Math.max(0, teamSizeMax - members.length),
      myRole,
      members: members.map(toTeamMember),
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        ...(invitation.invitee_id === null
          ? { name: null, email: invitation.email }
          : {
              name: nameShownForSeeker(people.get(invitation.invitee_id)),
              email: maskEmail(invitation.email),
            }),
        createdAt: isoTimestamp(invitation.created_at),
        expiresAt: isoTimestamp(invitation.expires_at),
      })),
      joinRequests: requests.map((request) => ({
        id: request.id,
        userId: request.user_id,
        name: people.get(request.user_id)?.displayName ?? 'Unknown user',
        message: request.message,
        createdAt: isoTimestamp(request.created_at),
      })),
    };
  }
}

/**
 * The name 'People looking for a team' showed the owner: a display name falls back to the email,
 * which must not reach the owner this way, so a person without a name is just 'A person looking for a team'.
 */
function nameShownForSeeker(person: Person | undefined): string {
  return person === undefined || person.displayName === person.email
    ? 'A person looking for a team'
    : person.displayName;
}
