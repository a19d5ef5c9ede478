import { DomainEvent } from '../audit/domain-event.js';
import type { Role } from '../common/auth/roles.js';

const USER = 'user';

export class UserSignedUp extends DomainEvent<{ email: string; firstName: string; lastName: string }> {
  static readonly TYPE = 'user.signed_up';
  readonly type = UserSignedUp.TYPE;
  readonly streamType = USER;
}

export class UserEmailVerified extends DomainEvent<{ email: string }> {
  static readonly TYPE = 'user.email_verified';
  readonly type = UserEmailVerified.TYPE;
  readonly streamType = USER;
}

export class UserPasswordChanged extends DomainEvent<{ via: 'reset_link' }> {
  static readonly TYPE = 'user.password_changed';
  readonly type = UserPasswordChanged.TYPE;
  readonly streamType = USER;
}

/** Every session of the user was signed out (the app's sign-out is global). */
export class UserSignedOut extends DomainEvent<{ scope: 'all_sessions' }> {
  static readonly TYPE = 'user.signed_out';
  readonly type = UserSignedOut.TYPE;
  readonly streamType = USER;
}

/**
 * One session of the user was revoked on its own: its refresh token, already spent, was presented
 * again (stolen or replayed), so every token of that session stopped working.
 */
export class UserSessionRevoked extends DomainEvent<{ sessionId: string; reason: 'token_reuse' }> {
  static readonly TYPE = 'user.session_revoked';
  readonly type = UserSessionRevoked.TYPE;
  readonly streamType = USER;
}

export type RoleChangeVia = 'bootstrap' | 'grant_by_email' | 'user_management';

export class UserRoleChanged extends DomainEvent<{ from: Role; to: Role; via: RoleChangeVia }> {
  static readonly TYPE = 'user.role_changed';
  readonly type = UserRoleChanged.TYPE;
  readonly streamType = USER;
}

export class ProfileUpdated extends DomainEvent<{ changed: string[] }> {
  static readonly TYPE = 'profile.updated';
  readonly type = ProfileUpdated.TYPE;
  readonly streamType = 'profile';
}

export class ProfileCreated extends DomainEvent<{ firstName: string; lastName: string }> {
  static readonly TYPE = 'profile.created';
  readonly type = ProfileCreated.TYPE;
  readonly streamType = 'profile';
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [UserSignedUp.TYPE]: UserSignedUp['payload'];
    [UserEmailVerified.TYPE]: UserEmailVerified['payload'];
    [UserPasswordChanged.TYPE]: UserPasswordChanged['payload'];
    [UserRoleChanged.TYPE]: UserRoleChanged['payload'];
    [UserSignedOut.TYPE]: UserSignedOut['payload'];
    [UserSessionRevoked.TYPE]: UserSessionRevoked['payload'];
    [ProfileUpdated.TYPE]: ProfileUpdated['payload'];
    [ProfileCreated.TYPE]: ProfileCreated['payload'];
  }
}
