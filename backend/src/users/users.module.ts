import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { USERS_ENTITIES } from './users.entities.js';
import { AccessController } from './access.controller.js';
import { BootstrapFirstAdminHandler } from './commands/bootstrap-first-admin/bootstrap-first-admin.handler.js';
import { ChangeUserRoleHandler } from './commands/change-user-role/change-user-role.handler.js';
import { EmailVerifiedParticipants } from './email-verified-participants.js';
import { GrantRoleByEmailHandler } from './commands/grant-role-by-email/grant-role-by-email.handler.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { ProfileController } from './profile.controller.js';
import { ProfileRepository } from './profile.repository.js';
import { AdminExistsHandler } from './queries/admin-exists/admin-exists.handler.js';
import { CountUsersHandler } from './queries/count-users/count-users.handler.js';
import { GetMeHandler } from './queries/get-me/get-me.handler.js';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler.js';
import { ListStaffHandler } from './queries/list-staff/list-staff.handler.js';
import { ListUsersHandler } from './queries/list-users/list-users.handler.js';
import { RoleAssignment } from './role-assignment.js';
import { RoleChangeParticipants } from './role-change-participants.js';
import { ProfileAvatars } from './profile-avatars.js';
import { UserDirectory } from './user-directory.js';
import { UserRoleRepository } from './user-role.repository.js';
import { UserRepository } from './user.repository.js';
import { UsersAdminController } from './users-admin.controller.js';

@Module({
  imports: [MikroOrmModule.forFeature(USERS_ENTITIES)],
  controllers: [ProfileController, AccessController, UsersAdminController],
  providers: [
    ProfileAvatars,
    EmailVerifiedParticipants,
    RoleChangeParticipants,
    UserDirectory,
    UserRepository,
    ProfileRepository,
    UserRoleRepository,
    RoleAssignment,
    UpdateProfileHandler,
    BootstrapFirstAdminHandler,
    GrantRoleByEmailHandler,
    ChangeUserRoleHandler,
    GetMeHandler,
    GetProfileHandler,
    ListUsersHandler,
    CountUsersHandler,
    ListStaffHandler,
    AdminExistsHandler,
  ],
  // UserDirectory: the users + profiles read model other features use (people, by email, judge
  // search). The repositories: for auth/ (sign-up, sign-in, email confirmation, passwords, refresh).
  // EmailVerifiedParticipants: features register what happens when an address is proven; auth runs them.
  // RoleChangeParticipants: features register what a role change ends (events: a demoted judge's seats).
  exports: [
    ProfileAvatars,
    UserDirectory,
    UserRepository,
    UserRoleRepository,
    EmailVerifiedParticipants,
    RoleChangeParticipants,
  ],
})
export class UsersModule {}
