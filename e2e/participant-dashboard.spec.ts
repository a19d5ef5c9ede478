import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { approveApplicant } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

function phaseBadge(page: Page, label: string) {
  return page.locator('[data-status-badge="eventPhase"]').filter({ hasText: new RegExp(`^${label}$`) });
}

test('the phase badge and the day counters move on while the dashboard stays open', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const now = Date.now();
  // The browser's clock only (the server keeps real time). It moves at most 10 minutes ahead, so
  // the session's 15-minute access token still looks valid to the browser.
  const closing = await createEvent(request, admin, {
    title: `Closing Sprint ${now.toString(36)}`,
    startDate: new Date(now - DAY).toISOString(),
    submissionDeadline: new Date(now + 10 * MINUTE).toISOString(),
    endDate: new Date(now + 2 * DAY).toISOString(),
  });
  const counting = await createEvent(request, admin, {
    title: `Counting Sprint ${now.toString(36)}`,
    startDate: new Date(now - DAY).toISOString(),
    submissionDeadline: new Date(now + DAY + 5 * MINUTE).toISOString(),
    endDate: new Date(now + 3 * DAY).toISOString(),
  });
  const user = await createVerifiedUser(context.request, 'phases');
  await approveApplicant(request, user.session, admin, closing);
  await approveApplicant(request, user.session, admin, counting);
  await signInBrowser(context, user.session);
  await page.clock.install();
  const browserConsole = watchConsole(page);
  const deadlineTile = page.locator('.ant-card').filter({ hasText: 'Submission Deadline' });

  await test.step('the deadline counter drops a day when a whole day is left', async () => {
    await page.goto(`/events/${counting}/dashboard`);
    await expect(phaseBadge(page, 'Active')).toBeVisible();
    // A day and 5 minutes left (less the setup): '2 days left', until exactly one day is left.
    await expect(deadlineTile.getByText('2 days left')).toBeVisible();
    const browserNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(now + 5 * MINUTE - 2 * SECOND - browserNow);
    await expect(deadlineTile.getByText('2 days left')).toBeVisible();
    await page.clock.runFor(2.5 * SECOND);
    await expect(deadlineTile.getByText('1 day left')).toBeVisible();
  });

  await test.step('Active turns into In Judging at the deadline itself', async () => {
    await page.goto(`/events/${closing}/dashboard`);
    // The browser is some 5 minutes ahead now, still before this deadline.
    await expect(phaseBadge(page, 'Active')).toBeVisible();
    await expect(deadlineTile.getByText('1 day left')).toBeVisible();
    const browserNow = await page.evaluate(() => Date.now());
    // Jump to 3 s before the deadline, then let 3.5 s pass: well inside one 30 s tick.
    await page.clock.fastForward(now + 10 * MINUTE - 3 * SECOND - browserNow);
    await expect(phaseBadge(page, 'Active')).toBeVisible();
    await page.clock.runFor(3.5 * SECOND);
    await expect(phaseBadge(page, 'In Judging')).toBeVisible();
    await expect(phaseBadge(page, 'Active')).toHaveCount(0);
    await expect(deadlineTile.getByText(/days? left/)).toHaveCount(0);
    await expect(page.getByText('Submissions are closed. The judges are reviewing projects.')).toBeVisible();
  });

  browserConsole.expectClean();
});

test("a dashboard that fails to load says 'Failed to load event dashboard.' and returns to the event page", async ({
  page,
  context,
  request,
}) => {
  const admin = await adminSession(request);
  const title = `Unreachable Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });
  const user = await createVerifiedUser(context.request, 'dash-fail');
  await approveApplicant(request, user.session, admin, eventId);
  await signInBrowser(context, user.session);
  await page.route(`**/api/events/${eventId}/participant-dashboard`, (route) =>
    route.fulfill({
      status: 500,
      json: {
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
        requestId: 'e2e',
      },
    }),
  );

  await page.goto(`/events/${eventId}/dashboard`);
  await expect(page.getByText('Failed to load event dashboard.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('Welcome to your participant dashboard')).toHaveCount(0);
});
