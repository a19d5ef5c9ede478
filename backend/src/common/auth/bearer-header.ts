import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { toErrorBody } from '../errors/all-errors.filter.js';
import { INVALID_TOKEN_MESSAGE } from './access.guard.js';

/** Our access tokens are about 300 characters: a header more than ten times that holds none. */
export const MAX_AUTHORIZATION_LENGTH = 4096;

const SCHEME = 'bearer ';
const DOT = 0x2e;

/**
 * Whether an Authorization header has the one shape our access tokens take: `Bearer ` and three
 * non-empty base64url parts joined by dots. One pass over the characters and no regular
 * expression, because it stands in front of passport-jwt's parser, whose expression takes time
 * quadratic in the length of a header without spaces (16,000 characters: a quarter of a second).
 */
export function isBearerTokenShaped(header: string): boolean {
  if (header.length > MAX_AUTHORIZATION_LENGTH) return false;
  if (header.slice(0, SCHEME.length).toLowerCase() !== SCHEME) return false;
  let dots = 0;
  let partLength = 0;
  for (let index = SCHEME.length; index < header.length; index += 1) {
    const code = header.charCodeAt(index);
    if (code === DOT) {
      if (partLength === 0 || dots === 2) return false;
      dots += 1;
      partLength = 0;
    } else if (isBase64UrlCharacter(code)) {
      partLength += 1;
    } else {
      return false;
    }
  }
  return dots === 2 && partLength > 0;
}

function isBase64UrlCharacter(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x61 && code <= 0x7a) || // a-z
    (code >= 0x30 && code <= 0x39) || // 0-9
    code === 0x2d || // -
    code === 0x5f // _
  );
}

/**
 * Fastify onRequest hook: an API request whose Authorization header is no bearer token gets 401
 * at once, before its body is read or anything parses the header, on public routes too (a client
 * sending a broken token should learn so rather than be served as a visitor). Without the header,
 * nothing changes.
 */
export function refuseMalformedAuthorization(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const header = request.headers.authorization;
  if (header === undefined || !request.url.startsWith('/api/') || isBearerTokenShaped(header)) {
    done();
    return;
  }
  const body = toErrorBody(new AppError('UNAUTHORIZED', 401, INVALID_TOKEN_MESSAGE), request.id);
  void reply.status(401).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}
