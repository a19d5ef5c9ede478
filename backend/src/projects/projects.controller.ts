import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { CreateProjectCommand, UpdateProjectCommand } from './commands/edit-project.commands.js';
import { AttachProjectCommand, DetachProjectCommand } from './commands/event-link.commands.js';
import { SubmitProjectCommand } from './commands/submit-project.command.js';
import type { ProjectFields } from './project.events.js';
import {
  AttachableEventDto,
  AttachProjectDto,
  CreatedProjectDto,
  EventProjectDto,
  MyProjectCountsDto,
  ProjectDetailDto,
  ProjectInputDto,
  ProjectSummaryDto,
  SubmitProjectDto,
  UpdateProjectDto,
} from './projects.dto.js';
import {
  GetMyEventProjectQuery,
  GetMyProjectCountsQuery,
  GetMyProjectQuery,
  ListAttachableEventsQuery,
  ListMyProjectsQuery,
} from './queries/my-project.queries.js';

function fieldsOf(body: ProjectInputDto): ProjectFields {
  return {
    title: body.title,
    tagline: body.tagline ?? null,
    descriptionMd: body.descriptionMd ?? null,
    demoUrl: body.demoUrl ?? null,
    repoUrl: body.repoUrl ?? null,
    images: (body.images ?? []).map(({ url, alt }) => ({ url, alt })),
  };
}

/** A signed-in person's own projects: only the owner reads or changes one (403 for anyone else). */
@ApiTags('projects')
@Controller()
@SignedIn()
export class ProjectsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('projects')
  @ApiOkResponse({ type: [ProjectSummaryDto] })
  list(@CurrentUser() user: AuthUser): Promise<ProjectSummaryDto[]> {
    return this.queries.execute(new ListMyProjectsQuery(user.id));
  }

  @Post('projects')
  @ApiCreatedResponse({ type: CreatedProjectDto })
  async create(@CurrentUser() user: AuthUser, @Body() body: ProjectInputDto): Promise<CreatedProjectDto> {
    return { id: await this.commands.execute(new CreateProjectCommand(user.id, fieldsOf(body))) };
  }

  @Get('projects/attachable-events')
  @ApiOkResponse({ type: [AttachableEventDto] })
  attachableEvents(): Promise<AttachableEventDto[]> {
    return this.queries.execute(new ListAttachableEventsQuery());
  }

  @Get('projects/:projectId')
  @ApiOkResponse({ type: ProjectDetailDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Project Not Found' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the owner' })
  detail(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
  ): Promise<ProjectDetailDto> {
    return this.queries.execute(new GetMyProjectQuery(user.id, projectId));
  }

  @Put('projects/:projectId')
  @ApiOkResponse({ type: ProjectDetailDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Changed by someone else since it was loaded' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: UpdateProjectDto,
  ): Promise<ProjectDetailDto> {
    await this.commands.execute(new UpdateProjectCommand(user.id, projectId, fieldsOf(body), body.version));
    return this.queries.execute(new GetMyProjectQuery(user.id, projectId));
  }

  @Post('projects/:projectId/attach')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ type: ErrorBody, description: 'Already attached, or the event is not accepting projects' })
  async attach(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: AttachProjectDto,
  ): Promise<void> {
    await this.commands.execute(new AttachProjectCommand(user.id, projectId, body.eventId));
  }

  @Post('projects/:projectId/detach')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ type: ErrorBody, description: 'Not attached' })
  async detach(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
  ): Promise<void> {
    await this.commands.execute(new DetachProjectCommand(user.id, projectId));
  }

  @Post('projects/:projectId/submissions')
  @ApiCreatedResponse({ type: CreatedProjectDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already submitted, not attached, or submissions closed' })
  async submit(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: SubmitProjectDto,
  ): Promise<CreatedProjectDto> {
    return { id: await this.commands.execute(new SubmitProjectCommand(user.id, projectId, body.eventId, body.track)) };
  }

  @Get('events/:eventId/my-project')
  @ApiOkResponse({ type: EventProjectDto })
  eventProject(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
  ): Promise<EventProjectDto> {
    return this.queries.execute(new GetMyEventProjectQuery(user.id, eventId));
  }

  @Get('me/project-counts')
  @ApiOkResponse({ type: MyProjectCountsDto })
  counts(@CurrentUser() user: AuthUser): Promise<MyProjectCountsDto> {
    return this.queries.execute(new GetMyProjectCountsQuery(user.id));
  }
}
