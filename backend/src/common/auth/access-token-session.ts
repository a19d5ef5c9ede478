import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { unverifiedClaimsOf } from './access-token-expiry.js';

/**
 * The session of the Bearer access token of an Authorization header (its `sid` claim); undefined
 * without a readable one. It does not verify the token: call it only for a request the access guard
 * has let through (the guard checked that session).
 */
export function accessTokenSessionOf(authorization: unknown): string | undefined {
  const sid = unverifiedClaimsOf(authorization)?.sid;
  return typeof sid === 'string' ? sid : undefined;
}

/** The caller's session (see accessTokenSessionOf); for routes that outlive a request. */
export const AccessTokenSession = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  accessTokenSessionOf(context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.authorization),
);
