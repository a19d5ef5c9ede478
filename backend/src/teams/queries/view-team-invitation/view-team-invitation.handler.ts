import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { maskEmail } from '../../../common/masked-email.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { ProjectNotFound } from '../../../projects/projects.errors.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { invitationState, TeamInvitationLinks } from '../../team-invitation-links.js';
import { ViewTeamInvitationQuery } from './view-team-invitation.query.js';
import type { TeamInvitationViewDto } from './view-team-invitation.response.dto.js';

/** Whoever holds the link sees the invitation; only the invited account may answer it. */
@QueryHandler(ViewTeamInvitationQuery)
export class ViewTeamInvitationHandler implements IQueryHandler<ViewTeamInvitationQuery> {
  constructor(
    private readonly clock: Clock,
    private readonly links: TeamInvitationLinks,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
    private readonly catalog: EventCatalog,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ userId, token }: ViewTeamInvitationQuery): Promise<TeamInvitationViewDto> {
    const invitation = await this.links.find(token, false);
    const project = await this.projects.findById(invitation.project_id);
    if (!project) throw new ProjectNotFound();
    const eventId = (await this.roster.attachedEventId(project.id)) ?? null;
    const [event, forYou, inviter] = await Promise.all([
      eventId === null ? undefined : this.catalog.findById(eventId),
      this.links.isFor(invitation, userId),
      invitation.invited_by === null
        ? undefined
        : this.directory.people([invitation.invited_by]).then((people) => people.get(invitation.invited_by ?? '')),
    ]);
    return {
      teamTitle: project.title,
      eventTitle: event?.title ?? null,
      eventId: event?.id ?? null,
      inviterName: inviter?.displayName ?? 'A team owner',
      email: forYou ? invitation.email : maskEmail(invitation.email),
      status: invitationState(invitation, this.clock.now()),
      forYou,
    };
  }
}
