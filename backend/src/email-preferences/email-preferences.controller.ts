import { Body, Controller, Get, HttpCode, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { ChangeEmailPreferencesCommand } from './commands/change-email-preferences/change-email-preferences.command.js';
import { ChangeEmailPreferencesDto } from './commands/change-email-preferences/change-email-preferences.request.dto.js';
import { EmailPreferencesDto } from './queries/get-email-preferences/email-preferences.response.dto.js';
import { GetEmailPreferencesQuery } from './queries/get-email-preferences/get-email-preferences.query.js';

/** The settings section of /profile: the caller's own switches, whatever their role. */
@ApiTags('email-preferences')
@Controller('me/email-preferences')
@SignedIn()
export class EmailPreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Each category with its switch; account and decision emails listed as always sent. */
  @Get()
  @ApiOkResponse({ type: EmailPreferencesDto })
  get(@CurrentUser() user: AuthUser): Promise<EmailPreferencesDto> {
    return this.queries.execute(new GetEmailPreferencesQuery(user.id));
  }

  /** Sets every switch; answers the switches as stored. */
  @Put()
  @HttpCode(200)
  @ApiOkResponse({ type: EmailPreferencesDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A switch is missing or not true/false (named)' })
  async change(@CurrentUser() user: AuthUser, @Body() body: ChangeEmailPreferencesDto): Promise<EmailPreferencesDto> {
    await this.commands.execute(
      new ChangeEmailPreferencesCommand(user.id, {
        announcements: body.announcements,
        reminders: body.reminders,
        team_activity: body.team_activity,
      }),
    );
    return this.queries.execute(new GetEmailPreferencesQuery(user.id));
  }
}
