import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthUser, Role } from './roles.js';

export const ACCESS_METADATA = 'sprintboard:access';

/** How a route is reached. Every route must declare one: the guard denies undeclared routes. */
export type AccessRule = { kind: 'public' } | { kind: 'roles'; roles: readonly Role[] | 'any' };

/** Anyone, signed in or not (a signed-in caller is still recognised). */
export const Public = () => SetMetadata(ACCESS_METADATA, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user, whatever the role. */
export const SignedIn = () =>
  applyDecorators(
    SetMetadata(ACCESS_METADATA, { kind: 'roles', roles: 'any' } satisfies AccessRule),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
  );

/** Signed-in users holding one of the roles. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ACCESS_METADATA, { kind: 'roles', roles } satisfies AccessRule),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: `Needs role: ${roles.join(' or ')}` }),
  );

/** The caller; undefined on a public route called by a visitor. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
});
