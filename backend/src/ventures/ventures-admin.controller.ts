import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { MergeVenturesCommand } from './commands/merge-ventures/merge-ventures.command.js';
import { MergeVenturesDto } from './commands/merge-ventures/merge-ventures.request.dto.js';
import { MoveEntryCommand } from './commands/move-entry/move-entry.command.js';
import { MoveEntryDto } from './commands/move-entry/move-entry.request.dto.js';
import { VerifyMilestoneCommand } from './commands/verify-milestone/verify-milestone.command.js';
import { MilestoneVerificationDto } from './commands/verify-milestone/verify-milestone.request.dto.js';

/** Staff's venture commands (ventures.md): verify milestones, move entries, merge ventures; each with a note or reason. */
@ApiTags('ventures')
@Controller('admin/ventures')
@Roles(...RECORD_READERS.venture)
export class VenturesAdminController {
  constructor(private readonly commands: CommandBus) {}

  /** 'Verify'. */
  @Post(':ventureId/milestones/:milestoneId/verify')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already verified, or the venture was merged' })
  async verify(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('milestoneId', new ParseUUIDPipe()) milestoneId: string,
    @Body() body: MilestoneVerificationDto,
  ): Promise<void> {
    await this.commands.execute(new VerifyMilestoneCommand(user.id, ventureId, milestoneId, true, body.note));
  }

  /** Withdraw a verification: the milestone is self-reported again. */
  @Post(':ventureId/milestones/:milestoneId/unverify')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not verified, or the venture was merged' })
  async unverify(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('milestoneId', new ParseUUIDPipe()) milestoneId: string,
    @Body() body: MilestoneVerificationDto,
  ): Promise<void> {
    await this.commands.execute(new VerifyMilestoneCommand(user.id, ventureId, milestoneId, false, body.note));
  }

  /** Move an entry to another venture, at any time. */
  @Post('entries/:submissionId/move')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already in that venture, or it was merged' })
  async move(
    @CurrentUser() user: AuthUser,
    @Param('submissionId', new ParseUUIDPipe()) submissionId: string,
    @Body() body: MoveEntryDto,
  ): Promise<void> {
    await this.commands.execute(new MoveEntryCommand(user.id, submissionId, body.ventureId, body.reason));
  }

  /** Merge this venture into another: every entry, milestone and check-in goes with it. */
  @Post(':ventureId/merge')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The same venture, or one of them already merged' })
  async merge(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Body() body: MergeVenturesDto,
  ): Promise<void> {
    await this.commands.execute(new MergeVenturesCommand(user.id, ventureId, body.intoVentureId, body.reason));
  }
}
