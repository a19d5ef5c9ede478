import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { ChangeReminderSettingsCommand } from './commands/change-reminder-settings/change-reminder-settings.command.js';
import { GetReminderSettingsQuery } from './queries/get-reminder-settings/get-reminder-settings.query.js';
import { ReminderSettingsDto, reminderSettingsDto, reminderSettingsOf } from './reminder-settings.dto.js';

const uuid = () => new ParseUUIDPipe();

/**
 * The 'Reminders' card of the hackathon admin's Messages tab (issue 30 'Automatic reminders'), for
 * the event's staff: each kind on or off, with its offsets. A change is an audited command.
 */
@ApiTags('admin: reminders')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
@Controller('admin/events/:eventId/reminders')
@Roles(...RECORD_READERS.event_reminders)
export class RemindersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: ReminderSettingsDto })
  async get(@Param('eventId', uuid()) eventId: string): Promise<ReminderSettingsDto> {
    return reminderSettingsDto(await this.queries.execute(new GetReminderSettingsQuery(eventId)));
  }

  @Put()
  @ApiOkResponse({ type: ReminderSettingsDto })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'An offset is not whole hours 1-336, a duplicate, or one too many (named)',
  })
  async change(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: ReminderSettingsDto,
  ): Promise<ReminderSettingsDto> {
    return reminderSettingsDto(
      await this.commands.execute(new ChangeReminderSettingsCommand(user.id, eventId, reminderSettingsOf(body))),
    );
  }
}
