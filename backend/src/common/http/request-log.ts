import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: emailed link tokens above all. */
const SECRET_PARAMETER = /([?&](?:token|access_token|refresh_token|code)=)[^&#]*/gi;

/**
 * The request as the request log prints it: Fastify's fields, with secrets in the query replaced.
 * New emails carry their token in the fragment, which browsers never send; older links and
 * careless callers still put one in the query.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Link pages whose last path segment is a token: team invitations (`/teams/invitations/{token}`). */
const SECRET_PATH = /(\/teams\/invitations\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}
