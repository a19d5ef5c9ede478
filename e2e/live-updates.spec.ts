import { expect, test } from '@playwright/test';
import { LIVE_WITHIN_MS, openLivePage } from './live-page';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, readSession } from './verified-user';

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

  const deciding = await openLivePage(browser, admin, `/admin?eventId=${eventId}`);
  const watching = await openLivePage(browser, colleagueSession, `/admin?eventId=${eventId}`);
  const participant = await openLivePage(browser, applicant.session, '/dashboard');

  const decidingRow = deciding.page.getByRole('row', { name: new RegExp(title) });
  const watchingRow = watching.page.getByRole('row', { name: new RegExp(title) });
  const participantsEvent = participant.page.locator('.ant-list-item').filter({ hasText: title });
  await expect(watchingRow).toContainText('Pending');
  await expect(participantsEvent).toContainText('Pending');
  await expect(watching.page.getByRole('status', { name: 'Connection lost, reconnecting' })).toHaveCount(0);

  await decidingRow.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(decidingRow).toContainText('Approved');

  await expect(watchingRow).toContainText('Approved', { timeout: LIVE_WITHIN_MS });
  await expect(participantsEvent.getByText('Approved', { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
  for (const { reloads } of [watching, participant]) expect(reloads, 'no page reloaded').toEqual([]);

  for (const { context, consoleGuard } of [deciding, watching, participant]) {
    consoleGuard.expectClean();
    await context.close();
  }
});
