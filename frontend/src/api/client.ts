import createClient, { type Middleware } from 'openapi-fetch';

import { sessionStore, type RefreshSession } from '@/lib/session/session';

import { ApiError } from './api-error';
import type { paths } from './generated/schema';
import type { MeDto, SessionDto } from './session-from-api';
import { browserRefreshLock, createSessionRefresher } from './session-refresh';

// Rejecting here (where the method is known) lets the retry policy tell GET from POST.
const throwOnHttpError: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    throw ApiError.fromResponse(response, request.method, body);
  },
};

/** The cookie is the refresh credential; a Bearer header there would only be noise. */
const NO_BEARER_PATHS = new Set(['/api/auth/refresh']);

interface SentWithSession {
  accessToken: string;
  /** An unread copy, since the body of the original is spent once it is sent. */
  replay: Request;
}

/**
 * Sends the session's access token and, when the server answers 401 to it, refreshes once
 * (shared by all concurrent callers) and repeats the request with the new token.
 */
function sessionAuth(refreshSession: RefreshSession): Middleware {
  const sent = new WeakMap<Request, SentWithSession>();
  return {
    onRequest({ request, schemaPath }) {
      // A caller that set its own token (e.g. reading a session not stored yet) keeps it.
      if (request.headers.has('Authorization') || NO_BEARER_PATHS.has(schemaPath)) return request;
      const accessToken = sessionStore.get()?.accessToken;
      if (!accessToken) return request;
      request.headers.set('Authorization', `Bearer ${accessToken}`);
      sent.set(request, { accessToken, replay: request.clone() });
      return request;
    },
    async onResponse({ request, response, options }) {
      const original = sent.get(request);
      if (response.status !== 401 || !original) return response;
      const session = await refreshSession(original.accessToken);
      if (!session || session.accessToken === original.accessToken) return response;
      original.replay.headers.set('Authorization', `Bearer ${session.accessToken}`);
      // Called detached: window.fetch refuses to run with another object as `this`.
      const { fetch: send } = options;
      return send(original.replay);
    },
  };
}

/** Same-origin client: the API serves the frontend, and Vite proxies /api in development. */
export const api = createClient<paths>({ baseUrl: '' });

/** The typed body of a call; failures were already thrown as ApiError by the middleware. */
export async function unwrap<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/**
 * GET /api/auth/me: who the signed-in user is. A token passed explicitly (a session not stored
 * yet, e.g. just issued by sign-in or refresh) is sent instead of the stored session's.
 */
export function fetchMe(accessToken?: string): Promise<MeDto> {
  const headers = accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined;
  return unwrap(api.GET('/api/auth/me', { headers }));
}

export const refreshSession: RefreshSession = createSessionRefresher({
  store: sessionStore,
  requestRefresh: (): Promise<SessionDto> => unwrap(api.POST('/api/auth/refresh')),
  fetchMe,
  withLock: browserRefreshLock,
  now: () => Date.now(),
});

// onResponse runs in reverse order: sessionAuth may replay a 401 before throwOnHttpError judges it.
api.use(throwOnHttpError, sessionAuth(refreshSession));
