import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { ChangeUserRoleCommand } from './commands/change-user-role/change-user-role.command.js';
import { ChangeRoleDto } from './commands/change-user-role/change-user-role.request.dto.js';
import { GrantRoleByEmailCommand } from './commands/grant-role-by-email/grant-role-by-email.command.js';
import { GrantRoleDto } from './commands/grant-role-by-email/grant-role-by-email.request.dto.js';
import { CountUsersQuery } from './queries/count-users/count-users.query.js';
import { UserCountDto } from './queries/count-users/user-count.response.dto.js';
import { ListStaffQuery } from './queries/list-staff/list-staff.query.js';
import { StaffMemberDto } from './queries/list-staff/staff-member.response.dto.js';
import { ListUsersQuery } from './queries/list-users/list-users.query.js';
import { ListUsersQueryDto } from './queries/list-users/list-users.request.dto.js';
import { UserPageDto } from './queries/list-users/list-users.response.dto.js';

@ApiTags('admin: users')
@Controller('admin')
export class UsersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** 'Current Administrators & Organizers'. */
  @Get('staff')
  @Roles('admin', 'organizer')
  @ApiOkResponse({ type: [StaffMemberDto] })
  staff(): Promise<StaffMemberDto[]> {
    return this.queries.execute(new ListStaffQuery());
  }

  @Post('roles/grant')
  @Roles('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: [StaffMemberDto] })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'User not found with that email' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Would leave the platform without an admin' })
  async grant(@CurrentUser() user: AuthUser, @Body() body: GrantRoleDto): Promise<StaffMemberDto[]> {
    await this.commands.execute(new GrantRoleByEmailCommand(user.id, body.email, body.role));
    return this.queries.execute(new ListStaffQuery());
  }

  @Get('users')
  @Roles(...RECORD_READERS.user)
  @ApiOkResponse({ type: UserPageDto })
  users(@Query() query: ListUsersQueryDto): Promise<UserPageDto> {
    return this.queries.execute(
      new ListUsersQuery(
        { search: query.search || undefined, role: query.role },
        query.sort ?? 'joined_desc',
        query.page ?? 1,
        query.pageSize ?? 20,
      ),
    );
  }

  /** The 'Users' total of the staff dashboards: organizers get the number, never the list. */
  @Get('users/count')
  @Roles('admin', 'organizer')
  @ApiOkResponse({ type: UserCountDto })
  userCount(): Promise<UserCountDto> {
    return this.queries.execute(new CountUsersQuery());
  }

  @Put('users/:userId/role')
  @Roles('admin')
  @ApiOkResponse({ type: ChangeRoleDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Would leave the platform without an admin' })
  async changeRole(
    @CurrentUser() user: AuthUser,
    @Param('userId', new ParseUUIDPipe({ version: '4' })) userId: string,
    @Body() body: ChangeRoleDto,
  ): Promise<ChangeRoleDto> {
    return { role: await this.commands.execute(new ChangeUserRoleCommand(user.id, userId, body.role)) };
  }
}
