import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { BootstrapFirstAdminCommand } from './commands/bootstrap-first-admin/bootstrap-first-admin.command.js';
import { BootstrapResultDto } from './commands/bootstrap-first-admin/bootstrap-first-admin.response.dto.js';
import { AccessStatusDto } from './queries/admin-exists/access-status.response.dto.js';
import { AdminExistsQuery } from './queries/admin-exists/admin-exists.query.js';

/** Reachable by any signed-in user: the First Time Setup card exists for when nobody is admin. */
@ApiTags('access')
@Controller('access')
@SignedIn()
export class AccessController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('status')
  @ApiOkResponse({ type: AccessStatusDto })
  async status(): Promise<AccessStatusDto> {
    return { adminExists: await this.queries.execute(new AdminExistsQuery()) };
  }

  /** Makes the caller admin if, and only if, no admin exists yet. */
  @Post('bootstrap')
  @HttpCode(200)
  @ApiOkResponse({ type: BootstrapResultDto })
  async bootstrap(@CurrentUser() user: AuthUser): Promise<BootstrapResultDto> {
    return { result: await this.commands.execute(new BootstrapFirstAdminCommand(user.id)) };
  }
}
