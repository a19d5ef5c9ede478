import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/access.decorators.js';
import { RECORD_READERS } from '../../common/auth/record-readers.js';
import type { AuthUser } from '../../common/auth/roles.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { AddWinnerCommand } from './commands/add-winner/add-winner.command.js';
import { AddWinnerDto } from './commands/add-winner/add-winner.request.dto.js';
import { CreatedWinnerDto } from './commands/add-winner/add-winner.response.dto.js';
import { RemoveWinnerCommand } from './commands/remove-winner/remove-winner.command.js';
import { ListEventWinnersQuery } from './queries/list-event-winners/list-event-winners.query.js';
import { WinnerDto } from './queries/list-event-winners/list-event-winners.response.dto.js';

/** `summary: undefined` keeps ApiOperation from writing an empty summary into the document. */
const operationNamed = (operationId: string) => ({ operationId, summary: undefined });

/**
 * Staff pick winners from /admin/bootstrap (admin or organizer), beside the submissions (projects'
 * SubmissionsAdminController). The operation ids are the ones these routes had there, so the API
 * document and the generated client did not change when winners moved to results.
 */
@ApiTags('admin: submissions and winners')
@Controller('admin')
@Roles(...RECORD_READERS.project)
export class WinnersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('events/:eventId/winners')
  @ApiOperation(operationNamed('SubmissionsAdminController_winners'))
  @ApiOkResponse({ type: [WinnerDto] })
  winners(@Param('eventId', new ParseUUIDPipe()) eventId: string): Promise<WinnerDto[]> {
    return this.queries.execute(new ListEventWinnersQuery(eventId));
  }

  @Post('events/:eventId/winners')
  @ApiOperation(operationNamed('SubmissionsAdminController_addWinner'))
  @ApiCreatedResponse({ type: CreatedWinnerDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'The submission already has a winner entry' })
  async addWinner(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @Body() body: AddWinnerDto,
  ): Promise<CreatedWinnerDto> {
    return {
      id: await this.commands.execute(
        new AddWinnerCommand(user.id, eventId, body.submissionId, body.track, body.place ?? 1, body.note ?? null),
      ),
    };
  }

  @Delete('winners/:winnerId')
  @ApiOperation(operationNamed('SubmissionsAdminController_removeWinner'))
  @HttpCode(204)
  @ApiNoContentResponse()
  async removeWinner(
    @CurrentUser() user: AuthUser,
    @Param('winnerId', new ParseUUIDPipe()) winnerId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveWinnerCommand(user.id, winnerId));
  }
}
