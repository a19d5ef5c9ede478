import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { ApplicationDto } from './application.dto.js';
import { SubmitApplicationCommand } from './commands/submit-application/submit-application.command.js';
import { SubmitApplicationDto } from './commands/submit-application/submit-application.request.dto.js';
import { CreatedApplicationDto } from './commands/submit-application/submit-application.response.dto.js';
import { GetMyApplicationQuery } from './queries/get-my-application/get-my-application.query.js';
import { GetParticipantDashboardQuery } from './queries/get-participant-dashboard/get-participant-dashboard.query.js';
import { ParticipantDashboardDto } from './queries/get-participant-dashboard/get-participant-dashboard.response.dto.js';
import { ListMyApplicationsQuery } from './queries/list-my-applications/list-my-applications.query.js';

/** A signed-in person's own applications; nobody reads anyone else's here. */
@ApiTags('applications')
@Controller()
@SignedIn()
export class ApplicationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('events/:eventId/applications')
  @ApiCreatedResponse({ type: CreatedApplicationDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already Applied' })
  async apply(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @Body() body: SubmitApplicationDto,
  ): Promise<CreatedApplicationDto> {
    return {
      id: await this.commands.execute(
        new SubmitApplicationCommand(
          user.id,
          eventId,
          body.linkedinUrl ?? null,
          body.role,
          body.shortAnswer,
          body.ventureId ?? null,
          body.answers ?? {},
          body.followUpConsent ?? false,
        ),
      ),
    };
  }

  /** No application yet is an ordinary answer (204), not an error: most visitors of an event page have none. */
  @Get('events/:eventId/applications/mine')
  @ApiOkResponse({ type: ApplicationDto })
  @ApiNoContentResponse({ description: 'No application yet' })
  async mine(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApplicationDto | undefined> {
    const application = await this.queries.execute(new GetMyApplicationQuery(user.id, eventId));
    if (application === null) reply.status(204);
    return application ?? undefined;
  }

  /** The participant dashboard's data: approved applicants only (403 names why not). */
  @Get('events/:eventId/participant-dashboard')
  @ApiOkResponse({ type: ParticipantDashboardDto })
  dashboard(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
  ): Promise<ParticipantDashboardDto> {
    return this.queries.execute(new GetParticipantDashboardQuery(user.id, eventId));
  }

  @Get('me/applications')
  @ApiOkResponse({ type: [ApplicationDto] })
  all(@CurrentUser() user: AuthUser): Promise<ApplicationDto[]> {
    return this.queries.execute(new ListMyApplicationsQuery(user.id));
  }
}
