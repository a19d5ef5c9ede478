import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { AddCriterionCommand } from './commands/add-criterion/add-criterion.command.js';
import { AddJudgeCommand } from './commands/add-judge/add-judge.command.js';
import { AddJudgeDto } from './commands/add-judge/add-judge.request.dto.js';
import { ChangeEventStatusCommand } from './commands/change-event-status/change-event-status.command.js';
import { ChangeEventStatusDto } from './commands/change-event-status/change-event-status.request.dto.js';
import { CreateEventCommand } from './commands/create-event/create-event.command.js';
import { CreateEventDto } from './commands/create-event/create-event.request.dto.js';
import { CreatedEventDto } from './commands/create-event/created-event.response.dto.js';
import { DeleteEventCommand } from './commands/delete-event/delete-event.command.js';
import { EditCriterionCommand } from './commands/edit-criterion/edit-criterion.command.js';
import { RemoveJudgeCommand } from './commands/remove-judge/remove-judge.command.js';
import { UpdateEventCommand } from './commands/update-event/update-event.command.js';
import { UpdateEventDto } from './commands/update-event/update-event.request.dto.js';
import { CriterionDto, CriterionFormDto } from '../common/criterion.dto.js';
import { EventDto } from './event.dto.js';
import { EventJudgesDto } from './judges.dto.js';
import { GetEventQuery } from './queries/get-event/get-event.query.js';
import { ListAllEventsQuery } from './queries/list-all-events/list-all-events.query.js';
import { ListCriteriaQuery } from './queries/list-criteria/list-criteria.query.js';
import { ListJudgesQuery } from './queries/list-judges/list-judges.query.js';

const uuid = () => new ParseUUIDPipe();

/** Event management for organizers and admins; deleting is for admins only. */
@ApiTags('admin: events')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
@Controller('admin/events')
@Roles(...RECORD_READERS.event)
export class EventsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: [EventDto] })
  list(): Promise<EventDto[]> {
    return this.queries.execute(new ListAllEventsQuery());
  }

  /** The wizard's Create: a draft event with its criteria and judges. */
  @Post()
  @ApiCreatedResponse({ type: CreatedEventDto })
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateEventDto): Promise<CreatedEventDto> {
    return { id: await this.commands.execute(new CreateEventCommand(user.id, body)) };
  }

  @Get(':eventId')
  @ApiOkResponse({ type: EventDto })
  get(@Param('eventId', uuid()) eventId: string): Promise<EventDto> {
    return this.queries.execute(new GetEventQuery(eventId, true));
  }

  /** The edit page's Save Changes: the wizard's fields (not criteria or judges); a stale `expectedVersion` is a 409. */
  @Put(':eventId')
  @ApiOkResponse({ type: EventDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Changed by someone else meanwhile: reload' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: UpdateEventDto,
  ): Promise<EventDto> {
    await this.commands.execute(new UpdateEventCommand(user.id, eventId, body));
    return this.queries.execute(new GetEventQuery(eventId, true));
  }

  @Put(':eventId/status')
  @ApiOkResponse({ type: ChangeEventStatusDto })
  async changeStatus(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: ChangeEventStatusDto,
  ): Promise<ChangeEventStatusDto> {
    return { status: await this.commands.execute(new ChangeEventStatusCommand(user.id, eventId, body.status)) };
  }

  /** Permanently removes the event and everything attached to it. */
  @Delete(':eventId')
  @Roles('admin')
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Param('eventId', uuid()) eventId: string): Promise<void> {
    await this.commands.execute(new DeleteEventCommand(user.id, eventId));
  }

  @Get(':eventId/criteria')
  @ApiOkResponse({ type: [CriterionDto] })
  async criteria(@Param('eventId', uuid()) eventId: string): Promise<CriterionDto[]> {
    await this.queries.execute(new GetEventQuery(eventId, true));
    return this.queries.execute(new ListCriteriaQuery(eventId));
  }

  @Post(':eventId/criteria')
  @ApiCreatedResponse({ type: [CriterionDto] })
  async addCriterion(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: CriterionFormDto,
  ): Promise<CriterionDto[]> {
    await this.commands.execute(
      new AddCriterionCommand(user.id, eventId, body.label, body.weight, body.description ?? null),
    );
    return this.queries.execute(new ListCriteriaQuery(eventId));
  }

  @Put(':eventId/criteria/:criterionId')
  @ApiOkResponse({ type: [CriterionDto] })
  async editCriterion(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('criterionId', uuid()) criterionId: string,
    @Body() body: CriterionFormDto,
  ): Promise<CriterionDto[]> {
    await this.commands.execute(
      new EditCriterionCommand(user.id, eventId, criterionId, body.label, body.weight, body.description),
    );
    return this.queries.execute(new ListCriteriaQuery(eventId));
  }

  @Get(':eventId/judges')
  @ApiOkResponse({ type: EventJudgesDto })
  async judges(@Param('eventId', uuid()) eventId: string): Promise<EventJudgesDto> {
    await this.queries.execute(new GetEventQuery(eventId, true));
    return this.queries.execute(new ListJudgesQuery(eventId));
  }

  /** By exact email, or a person picked from `GET /api/admin/judge-candidates` (by `userId`). */
  @Post(':eventId/judges')
  @ApiCreatedResponse({ type: EventJudgesDto })
  async addJudge(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: AddJudgeDto,
  ): Promise<EventJudgesDto> {
    const judge = body.userId === undefined ? { email: body.email! } : { userId: body.userId };
    await this.commands.execute(new AddJudgeCommand(user.id, eventId, judge));
    return this.queries.execute(new ListJudgesQuery(eventId));
  }

  @Delete(':eventId/judges/:userId')
  @ApiOkResponse({ type: EventJudgesDto })
  async removeJudge(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('userId', uuid()) userId: string,
  ): Promise<EventJudgesDto> {
    await this.commands.execute(new RemoveJudgeCommand(user.id, eventId, userId));
    return this.queries.execute(new ListJudgesQuery(eventId));
  }
}
