import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/roles.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { STAFF_REVIEWER_ROLES } from '../review-setup.js';
import { AssignApplicationsCommand } from './commands/assign-applications/assign-applications.command.js';
import { AssignApplicationsDto } from './commands/assign-applications/assign-applications.request.dto.js';
import { AssignApplicationsResultDto } from './commands/assign-applications/assign-applications.response.dto.js';

/** The Review tab's 'Assign Applications' (review.md 'Assignment and reviewing'). */
@ApiTags('admin: review')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
@Controller('admin/events/:eventId/review')
@Roles(...STAFF_REVIEWER_ROLES)
export class ReviewAssignmentAdminController {
  constructor(private readonly commands: CommandBus) {}

  /** 'Assign Applications': each pending application gets the event's reviews per application; says which are short. */
  @Post('assign')
  @HttpCode(200)
  @ApiOkResponse({ type: AssignApplicationsResultDto })
  assign(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @Body() body: AssignApplicationsDto,
  ): Promise<AssignApplicationsResultDto> {
    return this.commands.execute(new AssignApplicationsCommand(user.id, eventId, body.seed));
  }
}
