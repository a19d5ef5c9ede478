import { expect, type APIResponse } from '@playwright/test';
import type { StoredSession } from './verified-user';

/** The Authorization header of a session, for API calls made outside the browser. */
export function bearer(session: StoredSession) {
  return { Authorization: `Bearer ${session.accessToken}` };
}

/** Fails with the status and body unless the call succeeded; answers the response. */
export async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response;
}
