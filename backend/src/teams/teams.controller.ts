import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { AcceptTeamInvitationCommand } from './commands/accept-team-invitation/accept-team-invitation.command.js';
import { JoinedTeamDto } from './commands/accept-team-invitation/accept-team-invitation.response.dto.js';
import { AnswerJoinRequestCommand } from './commands/answer-join-request/answer-join-request.command.js';
import { CreateTeamCommand } from './commands/create-team/create-team.command.js';
import { CreateTeamDto } from './commands/create-team/create-team.request.dto.js';
import { DeclineTeamInvitationCommand } from './commands/decline-team-invitation/decline-team-invitation.command.js';
import { InviteTeamMemberCommand } from './commands/invite-team-member/invite-team-member.command.js';
import { InviteTeamMemberDto } from './commands/invite-team-member/invite-team-member.request.dto.js';
import { LeaveTeamCommand } from './commands/leave-team/leave-team.command.js';
import { RemoveTeamMemberCommand } from './commands/remove-team-member/remove-team-member.command.js';
import { RequestToJoinTeamCommand } from './commands/request-to-join-team/request-to-join-team.command.js';
import { RequestToJoinTeamDto } from './commands/request-to-join-team/request-to-join-team.request.dto.js';
import { RevokeTeamInvitationCommand } from './commands/revoke-team-invitation/revoke-team-invitation.command.js';
import { SetTeamSeekingCommand } from './commands/set-team-seeking/set-team-seeking.command.js';
import { SetTeamSeekingDto } from './commands/set-team-seeking/set-team-seeking.request.dto.js';
import { TransferTeamOwnershipCommand } from './commands/transfer-team-ownership/transfer-team-ownership.command.js';
import { TransferTeamOwnershipDto } from './commands/transfer-team-ownership/transfer-team-ownership.request.dto.js';
import { UpdateTeamListingCommand } from './commands/update-team-listing/update-team-listing.command.js';
import { UpdateTeamListingDto } from './commands/update-team-listing/update-team-listing.request.dto.js';
import { GetMyEventTeamQuery } from './queries/get-my-event-team/get-my-event-team.query.js';
import { MyEventTeamDto } from './queries/get-my-event-team/get-my-event-team.response.dto.js';
import { GetTeamQuery } from './queries/get-team/get-team.query.js';
import { ListOpenTeamsQuery } from './queries/list-open-teams/list-open-teams.query.js';
import { FindTeamsQueryDto } from './queries/list-open-teams/list-open-teams.request.dto.js';
import { OpenTeamPageDto } from './queries/list-open-teams/list-open-teams.response.dto.js';
import { ListTeamEventsQuery } from './queries/list-team-events/list-team-events.query.js';
import { TeamEventDto } from './queries/list-team-events/list-team-events.response.dto.js';
import { ListTeamSeekersQuery } from './queries/list-team-seekers/list-team-seekers.query.js';
import { TeamSeekerPageDto } from './queries/list-team-seekers/list-team-seekers.response.dto.js';
import { ViewTeamInvitationQuery } from './queries/view-team-invitation/view-team-invitation.query.js';
import { TeamInvitationViewDto } from './queries/view-team-invitation/view-team-invitation.response.dto.js';
import { TeamInvitationTokenDto } from './team-invitation-token.dto.js';
import { CreatedTeamItemDto, TeamDto } from './team-views.dto.js';

/**
 * Teams (teams.md): a project's members are its team. Members read it; the owner manages it;
 * invitation links are answered by the invited account (the token travels in the body, never in a URL).
 */
@ApiTags('teams')
@Controller()
@SignedIn()
export class TeamsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** 'Create Team': a project attached to the event, with the caller as owner. */
  @Post('events/:eventId/team')
  @ApiCreatedResponse({ type: CreatedTeamItemDto })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'Already in a team for this event, or the event is not accepting projects',
  })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'No approved application to the event' })
  async create(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @Body() body: CreateTeamDto,
  ): Promise<CreatedTeamItemDto> {
    return { id: await this.commands.execute(new CreateTeamCommand(user.id, eventId, body.title)) };
  }

  /** The Team tab: the caller's team for the event (or none) and their 'Looking for a team' switch. */
  @Get('events/:eventId/team')
  @ApiOkResponse({ type: MyEventTeamDto })
  myTeam(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
  ): Promise<MyEventTeamDto> {
    return this.queries.execute(new GetMyEventTeamQuery(user.id, eventId));
  }

  @Put('events/:eventId/seeking')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'No approved application to the event' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already in a team for this event' })
  async setSeeking(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @Body() body: SetTeamSeekingDto,
  ): Promise<void> {
    await this.commands.execute(new SetTeamSeekingCommand(user.id, eventId, body.seeking));
  }

  /** The project page's Team card. */
  @Get('projects/:projectId/team')
  @ApiOkResponse({ type: TeamDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Project Not Found' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a member of the team' })
  team(@CurrentUser() user: AuthUser, @Param('projectId', new ParseUUIDPipe()) projectId: string): Promise<TeamDto> {
    return this.queries.execute(new GetTeamQuery(user.id, projectId));
  }

  @Put('projects/:projectId/team/listing')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the team owner' })
  async updateListing(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: UpdateTeamListingDto,
  ): Promise<void> {
    await this.commands.execute(new UpdateTeamListingCommand(user.id, projectId, body.lookingFor ?? null, body.open));
  }

  /** Invite by email, or a person from 'People looking for a team' by `userId`. */
  @Post('projects/:projectId/team/invitations')
  @ApiCreatedResponse({ type: CreatedTeamItemDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the team owner' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already a member, already invited, or the team is full' })
  async invite(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: InviteTeamMemberDto,
  ): Promise<CreatedTeamItemDto> {
    // The DTO lets exactly one of the two through.
    const invitee = body.userId !== undefined ? { userId: body.userId } : { email: body.email ?? '' };
    return { id: await this.commands.execute(new InviteTeamMemberCommand(user.id, projectId, invitee)) };
  }

  @Delete('projects/:projectId/team/invitations/:invitationId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the team owner' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such pending invitation' })
  async revoke(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Param('invitationId', new ParseUUIDPipe()) invitationId: string,
  ): Promise<void> {
    await this.commands.execute(new RevokeTeamInvitationCommand(user.id, projectId, invitationId));
  }

  /** The invitation page: who invites you to which team, and where the link stands. */
  @Post('team-invitations/view')
  @HttpCode(200)
  @ApiOkResponse({ type: TeamInvitationViewDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Unknown link' })
  viewInvitation(@CurrentUser() user: AuthUser, @Body() body: TeamInvitationTokenDto): Promise<TeamInvitationViewDto> {
    return this.queries.execute(new ViewTeamInvitationQuery(user.id, body.token));
  }

  @Post('team-invitations/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: JoinedTeamDto })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: 'The invitation is for another email, or no approved application',
  })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already used, team full, or already in a team for the event' })
  @ApiGoneResponse({ type: ErrorBody, description: 'Expired or revoked' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Unknown link' })
  acceptInvitation(@CurrentUser() user: AuthUser, @Body() body: TeamInvitationTokenDto): Promise<JoinedTeamDto> {
    return this.commands.execute(new AcceptTeamInvitationCommand(user.id, body.token));
  }

  @Post('team-invitations/decline')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The invitation is for another email' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already used' })
  @ApiGoneResponse({ type: ErrorBody, description: 'Expired or revoked' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Unknown link' })
  async declineInvitation(@CurrentUser() user: AuthUser, @Body() body: TeamInvitationTokenDto): Promise<void> {
    await this.commands.execute(new DeclineTeamInvitationCommand(user.id, body.token));
  }

  @Post('projects/:projectId/team/join-requests')
  @ApiCreatedResponse({ type: CreatedTeamItemDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'No approved application to the event' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not looking for members, already asked, or already in a team' })
  async requestToJoin(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: RequestToJoinTeamDto,
  ): Promise<CreatedTeamItemDto> {
    return { id: await this.commands.execute(new RequestToJoinTeamCommand(user.id, projectId, body.message)) };
  }

  @Post('projects/:projectId/team/join-requests/:requestId/accept')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the team owner, or the requester is no longer approved' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Team full, or the requester is in another team' })
  async acceptJoinRequest(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Param('requestId', new ParseUUIDPipe()) requestId: string,
  ): Promise<void> {
    await this.commands.execute(new AnswerJoinRequestCommand(user.id, projectId, requestId, true));
  }

  @Post('projects/:projectId/team/join-requests/:requestId/decline')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the team owner' })
  async declineJoinRequest(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Param('requestId', new ParseUUIDPipe()) requestId: string,
  ): Promise<void> {
    await this.commands.execute(new AnswerJoinRequestCommand(user.id, projectId, requestId, false));
  }

  @Post('projects/:projectId/team/leave')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ type: ErrorBody, description: 'The owner cannot leave' })
  async leave(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
  ): Promise<void> {
    await this.commands.execute(new LeaveTeamCommand(user.id, projectId));
  }

  @Delete('projects/:projectId/team/members/:userId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the team owner' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not a member' })
  async removeMember(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Param('userId', new ParseUUIDPipe()) memberId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveTeamMemberCommand(user.id, projectId, memberId));
  }

  /** 'Make Owner'. */
  @Post('projects/:projectId/team/owner')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the team owner' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not a member' })
  async transferOwnership(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: TransferTeamOwnershipDto,
  ): Promise<void> {
    await this.commands.execute(new TransferTeamOwnershipCommand(user.id, projectId, body.userId));
  }

  /** Find Teams: 'Teams looking for members'. */
  @Get('teams')
  @ApiOkResponse({ type: OpenTeamPageDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
  openTeams(@CurrentUser() user: AuthUser, @Query() query: FindTeamsQueryDto): Promise<OpenTeamPageDto> {
    return this.queries.execute(new ListOpenTeamsQuery(user.id, query.eventId, filtersOf(query), query.page ?? 1));
  }

  /** Find Teams: 'People looking for a team' (approved participants of the event and staff). */
  @Get('teams/seekers')
  @ApiOkResponse({ type: TeamSeekerPageDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not approved for the event' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
  seekers(@CurrentUser() user: AuthUser, @Query() query: FindTeamsQueryDto): Promise<TeamSeekerPageDto> {
    return this.queries.execute(new ListTeamSeekersQuery(user, query.eventId, filtersOf(query), query.page ?? 1));
  }

  /** Find Teams' event picker. */
  @Get('teams/events')
  @ApiOkResponse({ type: [TeamEventDto] })
  events(@CurrentUser() user: AuthUser): Promise<TeamEventDto[]> {
    return this.queries.execute(new ListTeamEventsQuery(user.id));
  }
}

function filtersOf(query: FindTeamsQueryDto) {
  return { skill: query.skill ?? undefined, role: query.role };
}
