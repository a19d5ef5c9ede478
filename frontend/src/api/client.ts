import createClient, { type Middleware } from 'openapi-fetch';

import { sessionStore } from '@/features/auth/session';

import { ApiError } from './api-error';
import type { paths } from './generated/schema';

const bearerToken: Middleware = {
  onRequest({ request }) {
    const accessToken = sessionStore.get()?.accessToken;
    if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
    return request;
  },
};

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

/** Same-origin client: the API serves the frontend, and Vite proxies /api in development. */
export const api = createClient<paths>({ baseUrl: '' });
api.use(bearerToken, throwOnHttpError);

/** The typed body of a call; failures were already thrown as ApiError by the middleware. */
export async function unwrap<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
