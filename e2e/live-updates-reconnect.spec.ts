import { expect, test } from '@playwright/test';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

// The longest reconnect back-off is 10 s: after the connection is allowed again the stream is back
// within one back-off, then the screen refetches.
const BACK_WITHIN_MS = 12_000;

test('a lost live connection shows Offline, and once back the screen refetches once and shows what changed meanwhile', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const adminHeaders = { Authorization: `Bearer ${admin.accessToken}` };
  const title = `Reconnect Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });
  const applicant = await createVerifiedUser(request, 'live-reconnect');
  const applied = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${applicant.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I like screens that catch up by themselves.' },
  });
  expect(applied.ok(), `apply answered ${applied.status()}`).toBe(true);
  const { id: applicationId } = (await applied.json()) as { id: string };

  const context = await browser.newContext();
  await signInBrowser(context, admin);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The refused reconnect attempts are network failures the app expects; anything else is not.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: net::ERR_')) {
      errors.push(message.text());
    }
  });
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/stream') && response.ok());
  await page.goto(`/admin?eventId=${eventId}`);
  await streamOpen;
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Pending');
  const offline = page.getByRole('status', { name: 'Connection lost, reconnecting' });
  await expect(offline).toHaveCount(0);

  // Every reconnect attempt is refused, then the open stream is cut.
  await page.route('**/api/stream', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expect(offline).toHaveText('Offline');
  // Back online, the browser refetches on its own (TanStack Query's refetch on reconnect); the
  // stream stays refused, so what follows tells the live reconnect's refetch apart from that one.
  const refetchedOnline = page.waitForResponse((response) => response.url().includes('/api/admin/applications?'));
  await context.setOffline(false);
  await refetchedOnline;
  await page.waitForTimeout(500);

  // Meanwhile another admin approves the application: no stream, so no live event for this page.
  const detail = await request.get(`/api/admin/applications/${applicationId}`, { headers: adminHeaders });
  const { version } = (await detail.json()) as { version: number };
  const approved = await request.put(`/api/admin/applications/${applicationId}/status`, {
    headers: adminHeaders,
    data: { status: 'approved', version },
  });
  expect(approved.ok(), `approve answered ${approved.status()}`).toBe(true);
  // No stream, no live event: the row stays stale.
  await page.waitForTimeout(1500);
  await expect(row).toContainText('Pending');
  await expect(offline).toBeVisible();

  // The connection is allowed again: the indicator goes, and each of the screen's queries runs once.
  const refetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/stream') refetched.push(url.pathname + url.search);
  });
  const reopened = page.waitForResponse((response) => response.url().endsWith('/api/stream') && response.ok(), {
    timeout: BACK_WITHIN_MS,
  });
  await page.unroute('**/api/stream');
  await reopened;
  await expect(offline).toHaveCount(0);
  await expect(row).toContainText('Approved');
  await page.waitForTimeout(1000);
  const applicationLists = refetched.filter((url) => url.startsWith('/api/admin/applications?'));
  expect(applicationLists.length, 'the table refetched').toBeGreaterThan(0);
  expect(refetched.length, `each query once: ${refetched.join(', ')}`).toBe(new Set(refetched).size);
  expect(errors).toEqual([]);
  await context.close();
});
