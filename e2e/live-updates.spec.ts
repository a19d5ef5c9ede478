import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, readSession, signInBrowser } from './verified-user';

// The bound: a change made elsewhere shows within 2 s, without a reload.
const LIVE_WITHIN_MS = 2000;

test("a status change by one admin appears in another admin's open table and on the participant's dashboard", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const adminHeaders = { Authorization: `Bearer ${admin.accessToken}` };
  const colleague = await createVerifiedUser(request, 'live-admin');
  const granted = await request.post('/api/admin/roles/grant', {
    headers: adminHeaders,
    data: { email: colleague.email, role: 'admin' },
  });
  expect(granted.ok(), `grant answered ${granted.status()}: ${await granted.text()}`).toBe(true);
  const colleagueSession = await readSession(request, colleague.session.accessToken, colleague.session.expiresAt);
  expect(colleagueSession.user.role).toBe('admin');

  const title = `Live Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });
  const applicant = await createVerifiedUser(request, 'live-applicant');
  const applied = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${applicant.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I like screens that update themselves.' },
  });
  expect(applied.ok(), `apply answered ${applied.status()}`).toBe(true);

  const open = async (session: typeof admin, path: string) => {
    const context = await browser.newContext();
    await signInBrowser(context, session);
    const page = await context.newPage();
    const consoleGuard = watchConsole(page);
    // The stream is open once the app asked for it and the server answered.
    const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/stream') && response.ok());
    await page.goto(path);
    await streamOpen;
    return { context, page, consoleGuard };
  };
  const deciding = await open(admin, `/admin?eventId=${eventId}`);
  const watching = await open(colleagueSession, `/admin?eventId=${eventId}`);
  const participant = await open(applicant.session, '/dashboard');

  const decidingRow = deciding.page.getByRole('row', { name: new RegExp(title) });
  const watchingRow = watching.page.getByRole('row', { name: new RegExp(title) });
  const participantsEvent = participant.page.locator('.ant-list-item').filter({ hasText: title });
  await expect(watchingRow).toContainText('Pending');
  await expect(participantsEvent).toContainText('Pending');
  await expect(watching.page.getByRole('status', { name: 'Connection lost, reconnecting' })).toHaveCount(0);
  const navigations: string[] = [];
  for (const { page } of [watching, participant]) page.on('framenavigated', (frame) => navigations.push(frame.url()));

  await decidingRow.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(decidingRow).toContainText('Approved');

  await expect(watchingRow).toContainText('Approved', { timeout: LIVE_WITHIN_MS });
  await expect(participantsEvent.getByText('Approved', { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
  expect(navigations, 'no page reloaded').toEqual([]);

  for (const { context, consoleGuard } of [deciding, watching, participant]) {
    consoleGuard.expectClean();
    await context.close();
  }
});
