import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { inboxMessages } from './mail-inbox';
import { createVerifiedUser, readSession, signInBrowser, type StoredSession } from './verified-user';

// The whole run shares one database, and only the first admin can be made through bootstrap.
// admin-access.spec.ts must be that first one, so when an admin exists already this finds it:
// users made by createVerifiedUser share one password, and the first admin's address starts
// with 'first-admin-' (that spec's label, reused here when this file makes the admin itself).
const ADMIN_LABEL = 'first-admin';
const SHARED_PASSWORD = 'correct-horse-7';

async function signInAs(request: APIRequestContext, email: string): Promise<StoredSession | null> {
  const response = await request.post('/api/auth/sign-in', { data: { email, password: SHARED_PASSWORD } });
  if (!response.ok()) return null;
  const { accessToken, expiresAt } = (await response.json()) as { accessToken: string; expiresAt: string };
  return readSession(request, accessToken, expiresAt);
}

async function adminExists(request: APIRequestContext, accessToken: string): Promise<boolean> {
  const response = await request.get('/api/access/status', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.ok(), `GET /api/access/status answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { adminExists: boolean }).adminExists;
}

/**
 * A session of an admin, for creating events through the API. Pass a request context of its own
 * (the `request` fixture), so the admin's refresh cookie stays out of the browser under test.
 */
export async function adminSession(request: APIRequestContext): Promise<StoredSession> {
  const recipients = new Set(
    (await inboxMessages(request))
      .flatMap((message) => message.to.map((to) => to.address.toLowerCase()))
      .filter((address) => address.startsWith(`${ADMIN_LABEL}-`)),
  );
  for (const email of recipients) {
    const session = await signInAs(request, email);
    if (session?.user.role === 'admin') return session;
  }

  const user = await createVerifiedUser(request, ADMIN_LABEL);
  expect(await adminExists(request, user.session.accessToken), 'an admin exists whose sign-in is unknown').toBe(false);
  const bootstrap = await request.post('/api/access/bootstrap', {
    headers: { Authorization: `Bearer ${user.session.accessToken}` },
  });
  expect(bootstrap.ok(), `bootstrap answered ${bootstrap.status()}`).toBe(true);
  expect(((await bootstrap.json()) as { result: string }).result).toBe('created');
  return readSession(request, user.session.accessToken, user.session.expiresAt);
}

/**
 * The run's admin, signed in to the browser of `context` as well: its pages start signed in. Signed
 * in through the context's own request, so the admin's refresh cookie is that browser's too.
 */
export async function adminInBrowser(context: BrowserContext): Promise<StoredSession> {
  const admin = await adminSession(context.request);
  await signInBrowser(context, admin);
  return admin;
}

export interface NewEvent {
  title: string;
  descriptionMd?: string;
  timezone?: 'America/Los_Angeles' | 'America/New_York' | 'America/Chicago' | 'America/Denver';
  tracks?: string[];
  status?: 'draft' | 'upcoming' | 'active' | 'completed';
  /** ISO date-times; by default the event started a day ago and its deadline is 3 days 5 hours away. */
  startDate?: string;
  endDate?: string;
  submissionDeadline?: string;
  /** Instead of the dates: it starts this many days from now, its deadline 2 days and its end 3 days later. */
  startsInDays?: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** Creates an event through the admin API (a draft, then set to `status`); returns its id. */
export async function createEvent(request: APIRequestContext, admin: StoredSession, event: NewEvent): Promise<string> {
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const now = Date.now();
  const start = event.startsInDays === undefined ? undefined : now + event.startsInDays * DAY;
  const at = (afterStart: number) => (start === undefined ? undefined : new Date(start + afterStart).toISOString());
  const created = await request.post('/api/admin/events', {
    headers,
    data: {
      title: event.title,
      descriptionMd: event.descriptionMd ?? 'A sprint made by an end-to-end test.',
      location: 'Palo Alto, CA',
      timezone: event.timezone ?? 'America/Los_Angeles',
      startDate: event.startDate ?? at(0) ?? new Date(now - DAY).toISOString(),
      endDate: event.endDate ?? at(3 * DAY) ?? new Date(now + 5 * DAY).toISOString(),
      submissionDeadline:
        event.submissionDeadline ?? at(2 * DAY) ?? new Date(now + 3 * DAY + 5 * 60 * 60 * 1000).toISOString(),
      graceMinutes: 5,
      tracks: event.tracks ?? ['discovery', 'startup'],
      teamSizeMax: 5,
      criteria: [{ label: 'Innovation', weight: 25 }],
      judges: [],
    },
  });
  expect(created.ok(), `create event answered ${created.status()}: ${await created.text()}`).toBe(true);
  const { id } = (await created.json()) as { id: string };

  const status = event.status ?? 'active';
  if (status !== 'draft') {
    const changed = await request.put(`/api/admin/events/${id}/status`, { headers, data: { status } });
    expect(changed.ok(), `set status answered ${changed.status()}: ${await changed.text()}`).toBe(true);
  }
  return id;
}
