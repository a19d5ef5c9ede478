import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * When the Bearer access token of an Authorization header expires (ms since the epoch), read from
 * its `exp` claim; undefined without a readable one. It does not verify the token: call it only
 * for a request the access guard has let through.
 */
export function accessTokenExpiryOf(authorization: unknown): number | undefined {
  const exp = unverifiedClaimsOf(authorization)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/**
 * The claims of the Bearer access token of an Authorization header, unverified; undefined without
 * a readable one. Only for a request the access guard has let through.
 */
export function unverifiedClaimsOf(authorization: unknown): Record<string, unknown> | undefined {
  if (typeof authorization !== 'string') return undefined;
  const claims = /^Bearer\s+[^.]+\.([^.]+)\./i.exec(authorization)?.[1];
  if (!claims) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The caller's access token expiry (see accessTokenExpiryOf); for routes that outlive a request. */
export const AccessTokenExpiry = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  accessTokenExpiryOf(context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.authorization),
);
