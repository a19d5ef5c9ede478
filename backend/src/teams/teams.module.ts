import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ApplicationsModule } from '../applications/applications.module.js';
import { SecureTokens } from '../common/secure-token.js';
import { EventDependents } from '../events/event-dependents.js';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module.js';
import { EventsModule } from '../events/events.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { TeamEntryRules } from '../projects/team-entry-rules.js';
import { UsersModule } from '../users/users.module.js';
import { AcceptTeamInvitationHandler } from './commands/accept-team-invitation/accept-team-invitation.handler.js';
import { AnswerJoinRequestHandler } from './commands/answer-join-request/answer-join-request.handler.js';
import { CreateTeamHandler } from './commands/create-team/create-team.handler.js';
import { DeclineTeamInvitationHandler } from './commands/decline-team-invitation/decline-team-invitation.handler.js';
import { InviteTeamMemberHandler } from './commands/invite-team-member/invite-team-member.handler.js';
import { LeaveTeamHandler } from './commands/leave-team/leave-team.handler.js';
import { RemoveTeamMemberHandler } from './commands/remove-team-member/remove-team-member.handler.js';
import { RequestToJoinTeamHandler } from './commands/request-to-join-team/request-to-join-team.handler.js';
import { RevokeTeamInvitationHandler } from './commands/revoke-team-invitation/revoke-team-invitation.handler.js';
import { SetTeamSeekingHandler } from './commands/set-team-seeking/set-team-seeking.handler.js';
import { TransferTeamOwnershipHandler } from './commands/transfer-team-ownership/transfer-team-ownership.handler.js';
import { UpdateTeamListingHandler } from './commands/update-team-listing/update-team-listing.handler.js';
import { GetMyEventTeamHandler } from './queries/get-my-event-team/get-my-event-team.handler.js';
import { GetTeamHandler } from './queries/get-team/get-team.handler.js';
import { ListOpenTeamsHandler } from './queries/list-open-teams/list-open-teams.handler.js';
import { ListTeamEventsHandler } from './queries/list-team-events/list-team-events.handler.js';
import { ListTeamSeekersHandler } from './queries/list-team-seekers/list-team-seekers.handler.js';
import { TeamViews } from './queries/team-views.js';
import { ViewTeamInvitationHandler } from './queries/view-team-invitation/view-team-invitation.handler.js';
import { TeamAdmission } from './team-admission.js';
import { TeamInvitationLinks } from './team-invitation-links.js';
import { TeamInvitationQuota } from './team-invitation-quota.js';
import { TeamRepository } from './team.repository.js';
import { TeamsController } from './teams.controller.js';
import { TEAMS_ENTITIES } from './teams.entities.js';

/**
 * Teams (teams.md): who may join, leave and lead a project's team, invitations, join requests,
 * 'Looking for a team' and Find Teams. It builds on projects (a project's members are its team,
 * kept by projects' RosterRepository) and tells projects its admission rules at start.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(TEAMS_ENTITIES),
    ProjectsModule,
    EventsModule,
    UsersModule,
    ApplicationsModule,
    EmailPreferencesModule,
  ],
  controllers: [TeamsController],
  providers: [
    SecureTokens,
    TeamRepository,
    TeamAdmission,
    TeamInvitationLinks,
    TeamInvitationQuota,
    TeamViews,
    CreateTeamHandler,
    InviteTeamMemberHandler,
    RevokeTeamInvitationHandler,
    AcceptTeamInvitationHandler,
    DeclineTeamInvitationHandler,
    RequestToJoinTeamHandler,
    AnswerJoinRequestHandler,
    LeaveTeamHandler,
    RemoveTeamMemberHandler,
    TransferTeamOwnershipHandler,
    UpdateTeamListingHandler,
    SetTeamSeekingHandler,
    GetMyEventTeamHandler,
    GetTeamHandler,
    ViewTeamInvitationHandler,
    ListOpenTeamsHandler,
    ListTeamSeekersHandler,
    ListTeamEventsHandler,
  ],
})
export class TeamsModule implements OnModuleInit {
  constructor(
    private readonly dependents: EventDependents,
    private readonly entryRules: TeamEntryRules,
    private readonly admission: TeamAdmission,
    private readonly teams: TeamRepository,
  ) {}

  /**
   * Attaching a project runs the team's admission rules; the 'Looking for a team' switches of a
   * deleted event are counted for its audit entry (contracts.md).
   */
  onModuleInit(): void {
    this.entryRules.register(this.admission);
    this.dependents.register(async (eventId) => ({ team_seekers: await this.teams.countSeekersOfEvent(eventId) }));
  }
}
