import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import type { IssuedSession } from './sessions.js';

export const REFRESH_COOKIE = 'sb_refresh';
/** Only the auth endpoints ever see the refresh token. */
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, session: IssuedSession, config: AppConfig): void {
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(config),
    path: COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(REFRESH_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(config),
  });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

/** Always in production, even behind a proxy that speaks http to the app; else when the app is on https. */
function secureCookies(config: AppConfig): boolean {
  return config.nodeEnv === 'production' || config.appUrl.startsWith('https://');
}
