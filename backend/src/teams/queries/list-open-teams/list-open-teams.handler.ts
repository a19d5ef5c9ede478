import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { TeamRepository } from '../../team.repository.js';
import { ListOpenTeamsQuery } from './list-open-teams.query.js';
import type { OpenTeamPageDto } from './list-open-teams.response.dto.js';

export const FIND_TEAMS_PAGE_SIZE = 20;

/** 'Teams looking for members' of one event: open teams with a free seat, newest first. */
@QueryHandler(ListOpenTeamsQuery)
export class ListOpenTeamsHandler implements IQueryHandler<ListOpenTeamsQuery> {
  constructor(
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly catalog: EventCatalog,
    private readonly standing: ApplicationStanding,
  ) {}

  async execute({ userId, eventId, filters, page }: ListOpenTeamsQuery): Promise<OpenTeamPageDto> {
    const event = await this.catalog.findById(eventId);
    if (!event) throw new EventNotFound();
    const [rows, approved, myTeam] = await Promise.all([
      this.teams.openTeamsPage(
        this.roster.openTeamsOf(eventId),
        event.team_size_max,
        userId,
        filters,
        page,
        FIND_TEAMS_PAGE_SIZE,
      ),
      this.standing.isApproved(userId, eventId),
      this.roster.teamOfUserInEvent(userId, eventId),
    ]);
    return {
      items: rows.map((row) => ({
        projectId: row.id,
        title: row.title,
        tagline: row.tagline,
        track: row.track,
        lookingFor: row.looking_for,
        openSeats: Math.max(0, event.team_size_max - row.members),
        teamSizeMax: event.team_size_max,
        canRequest: approved && myTeam === undefined && !row.requested,
        requested: Boolean(row.requested),
      })),
      total: rows.length > 0 ? Number(rows[0].total) : 0,
      page,
      pageSize: FIND_TEAMS_PAGE_SIZE,
    };
  }
}
