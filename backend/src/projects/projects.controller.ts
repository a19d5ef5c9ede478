import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
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
import { AttachProjectCommand } from './commands/attach-project/attach-project.command.js';
import { AttachProjectDto } from './commands/attach-project/attach-project.request.dto.js';
import { ChangePitchDeckCommand } from './commands/change-pitch-deck/change-pitch-deck.command.js';
import { ChangePitchDeckDto } from './commands/change-pitch-deck/change-pitch-deck.request.dto.js';
import { ChangeProjectImagesCommand } from './commands/change-project-images/change-project-images.command.js';
import { ChangeProjectImagesDto } from './commands/change-project-images/change-project-images.request.dto.js';
import { CreateProjectCommand } from './commands/create-project/create-project.command.js';
import { DetachProjectCommand } from './commands/detach-project/detach-project.command.js';
import { SubmitProjectCommand } from './commands/submit-project/submit-project.command.js';
import { SubmitProjectDto, ventureChoiceOf } from './commands/submit-project/submit-project.request.dto.js';
import { UpdateProjectCommand } from './commands/update-project/update-project.command.js';
import { UpdateProjectDto } from './commands/update-project/update-project.request.dto.js';
import { ProjectInputDto, projectFieldsOf } from './project-input.dto.js';
import { CreatedProjectDto, ProjectSummaryDto } from './project-views.dto.js';
import { GetMyEventProjectQuery } from './queries/get-my-event-project/get-my-event-project.query.js';
import { EventProjectDto } from './queries/get-my-event-project/get-my-event-project.response.dto.js';
import { GetMyProjectQuery } from './queries/get-my-project/get-my-project.query.js';
import { ProjectDetailDto } from './queries/get-my-project/get-my-project.response.dto.js';
import { GetMyProjectCountsQuery } from './queries/get-my-project-counts/get-my-project-counts.query.js';
import { MyProjectCountsDto } from './queries/get-my-project-counts/get-my-project-counts.response.dto.js';
import { ListAttachableEventsQuery } from './queries/list-attachable-events/list-attachable-events.query.js';
import { AttachableEventDto } from './queries/list-attachable-events/list-attachable-events.response.dto.js';
import { ListMyProjectsQuery } from './queries/list-my-projects/list-my-projects.query.js';

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
    return { id: await this.commands.execute(new CreateProjectCommand(user.id, projectFieldsOf(body))) };
  }

  /** Active events before their deadline to which the caller's application is approved. */
  @Get('projects/attachable-events')
  @ApiOkResponse({ type: [AttachableEventDto] })
  attachableEvents(@CurrentUser() user: AuthUser): Promise<AttachableEventDto[]> {
    return this.queries.execute(new ListAttachableEventsQuery(user.id));
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
    await this.commands.execute(new UpdateProjectCommand(user.id, projectId, projectFieldsOf(body), body.version));
    return this.queries.execute(new GetMyProjectQuery(user.id, projectId));
  }

  /** Sets the pitch deck to a staged pitch_deck upload of the caller's; the previous one is deleted unless submitted. */
  @Put('projects/:projectId/pitch-deck')
  @ApiOkResponse({ type: ProjectDetailDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'fileId is not a UUID' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not on the team' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such project, or no such staged file of the caller' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not a pitch deck upload, or in use already' })
  async setPitchDeck(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: ChangePitchDeckDto,
  ): Promise<ProjectDetailDto> {
    await this.commands.execute(new ChangePitchDeckCommand(user.id, projectId, body.fileId));
    return this.queries.execute(new GetMyProjectQuery(user.id, projectId));
  }

  /** Removes the pitch deck (its file is deleted unless a submission names it). */
  @Delete('projects/:projectId/pitch-deck')
  @ApiOkResponse({ type: ProjectDetailDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not on the team' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Project Not Found' })
  async removePitchDeck(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
  ): Promise<ProjectDetailDto> {
    await this.commands.execute(new ChangePitchDeckCommand(user.id, projectId, null));
    return this.queries.execute(new GetMyProjectQuery(user.id, projectId));
  }

  /** Sets the uploaded images: the full ordered list (up to 3, alt text each); those left out are deleted unless submitted. */
  @Put('projects/:projectId/image-files')
  @ApiOkResponse({ type: ProjectDetailDto })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'More than 3 images, an image listed twice, or alt text missing',
  })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not on the team' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such project, or no such staged file of the caller' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not a project image upload, or in use already' })
  async setImageFiles(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: ChangeProjectImagesDto,
  ): Promise<ProjectDetailDto> {
    await this.commands.execute(
      new ChangeProjectImagesCommand(
        user.id,
        projectId,
        body.images.map(({ fileId, alt }) => ({ fileId, alt })),
      ),
    );
    return this.queries.execute(new GetMyProjectQuery(user.id, projectId));
  }

  @Post('projects/:projectId/attach')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ type: ErrorBody, description: 'Already attached, or the event is not accepting projects' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the owner, or no approved application to the event' })
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
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: 'Not the owner, no approved application to the event, or not a member of the venture continued',
  })
  async submit(
    @CurrentUser() user: AuthUser,
    @Param('projectId', new ParseUUIDPipe()) projectId: string,
    @Body() body: SubmitProjectDto,
  ): Promise<CreatedProjectDto> {
    return {
      id: await this.commands.execute(
        new SubmitProjectCommand(user.id, projectId, body.eventId, body.track, ventureChoiceOf(body)),
      ),
    };
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
