import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/roles.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { ApplicationVersionDto } from '../commands/change-application-status/change-application-status.response.dto.js';
import { ConfirmSpotCommand } from './commands/confirm-spot/confirm-spot.command.js';
import { DeclineSpotCommand } from './commands/decline-spot/decline-spot.command.js';
import { uuidParam } from './uuid-param.js';

/** An approved applicant's answer to their spot (review.md 'Confirming a spot'): theirs alone. */
@ApiTags('applications')
@Controller('applications/:applicationId/spot')
@SignedIn()
export class SpotsController {
  constructor(private readonly commands: CommandBus) {}

  /** 'I'll be there', before the deadline. */
  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: ApplicationVersionDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: "Not the applicant's own application" })
  @ApiConflictResponse({ type: ErrorBody, description: 'No spot to confirm, or its deadline has passed' })
  async confirm(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', uuidParam('applicationId')) applicationId: string,
  ): Promise<ApplicationVersionDto> {
    return { version: await this.commands.execute(new ConfirmSpotCommand(user.id, applicationId)) };
  }

  /** Gives the spot up (the application is withdrawn and the spot goes to the waitlist), until the sprint starts. */
  @Post('decline')
  @HttpCode(200)
  @ApiOkResponse({ type: ApplicationVersionDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: "Not the applicant's own application" })
  @ApiConflictResponse({ type: ErrorBody, description: 'No spot to decline, or the sprint has started' })
  async decline(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', uuidParam('applicationId')) applicationId: string,
  ): Promise<ApplicationVersionDto> {
    return { version: await this.commands.execute(new DeclineSpotCommand(user.id, applicationId)) };
  }
}
