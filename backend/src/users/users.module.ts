import { Module } from '@nestjs/common';
import { AccessController } from './access.controller.js';
import {
  BootstrapFirstAdminHandler,
  ChangeUserRoleHandler,
  GrantRoleByEmailHandler,
} from './commands/role.commands.js';
import { UpdateProfileHandler } from './commands/update-profile.command.js';
import { ProfileController } from './profile.controller.js';
import { GetMeHandler } from './queries/get-me.query.js';
import { GetProfileHandler } from './queries/get-profile.query.js';
import { AdminExistsHandler, ListStaffHandler, ListUsersHandler } from './queries/list-users.query.js';
import { RoleAssignment } from './role-assignment.js';
import { UserDirectory } from './user-directory.js';
import { UsersAdminController } from './users-admin.controller.js';

@Module({
  controllers: [ProfileController, AccessController, UsersAdminController],
  providers: [
    UserDirectory,
    RoleAssignment,
    UpdateProfileHandler,
    BootstrapFirstAdminHandler,
    GrantRoleByEmailHandler,
    ChangeUserRoleHandler,
    GetMeHandler,
    GetProfileHandler,
    ListUsersHandler,
    ListStaffHandler,
    AdminExistsHandler,
  ],
  // The users + profiles read model other features use (people, by email, judge search).
  exports: [UserDirectory],
})
export class UsersModule {}
