import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { TeamRepository } from '../../team.repository.js';
import { SeekersForbidden } from '../../teams.errors.js';
import { FIND_TEAMS_PAGE_SIZE } from '../list-open-teams/list-open-teams.handler.js';
import { ListTeamSeekersQuery } from './list-team-seekers.query.js';
import type { TeamSeekerPageDto } from './list-team-seekers.response.dto.js';

const STAFF = new Set(['admin', 'organizer']);

/**
 * 'People looking for a team': approved applicants of the event with the switch on, in no team of
 * it, by name; never an email. Shown to the event's approved participants and to staff.
 */
@QueryHandler(ListTeamSeekersQuery)
export class ListTeamSeekersHandler implements IQueryHandler<ListTeamSeekersQuery> {
  constructor(
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly catalog: EventCatalog,
    private readonly standing: ApplicationStanding,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ user, eventId, filters, page }: ListTeamSeekersQuery): Promise<TeamSeekerPageDto> {
    const event = await this.catalog.findById(eventId);
    if (!event) throw new EventNotFound();
    if (!STAFF.has(user.role) && !(await this.standing.isApproved(user.id, eventId))) throw new SeekersForbidden();

    const myTeam = await this.roster.teamOfUserInEvent(user.id, eventId);
    const [role, size] =
      myTeam === undefined
        ? [undefined, 0]
        : await Promise.all([this.roster.roleOf(myTeam, user.id), this.roster.memberCount(myTeam)]);
    const canInvite = role === 'owner' && size < event.team_size_max;
    const rows = await this.teams.seekersPage(
      eventId,
      {
        approved: this.standing.approvedApplicantsOf(eventId),
        cards: this.directory.cards(),
        teamed: this.roster.membersOfTeamsIn(eventId),
      },
      role === 'owner' ? myTeam : undefined,
      filters,
      page,
      FIND_TEAMS_PAGE_SIZE,
    );
    return {
      items: rows.map((row) => ({
        userId: row.user_id,
        name: row.name,
        applicantRole: row.role,
        skills: row.skills,
        invited: Boolean(row.invited),
      })),
      total: rows.length > 0 ? Number(rows[0].total) : 0,
      page,
      pageSize: FIND_TEAMS_PAGE_SIZE,
      canInvite,
    };
  }
}
