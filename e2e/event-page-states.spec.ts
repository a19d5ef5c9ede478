import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

const MINUTE = 60_000;

test('after the deadline the event page counts down the grace period, then says Submissions closed', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title: `Grace Sprint ${Date.now().toString(36)}` });
  const event = await request.get(`/api/events/${eventId}`);
  const { submissionDeadline, graceMinutes } = (await event.json()) as {
    submissionDeadline: string;
    graceMinutes: number;
  };
  expect(graceMinutes).toBe(5);
  const deadline = new Date(submissionDeadline).getTime();
  // The browser's clock only: the server keeps real time, which the page does not depend on here.
  await page.clock.install({ time: deadline + MINUTE });
  const browserConsole = watchConsole(page);

  await page.goto(`/events/${eventId}`);
  await expect(page.getByText('Grace period: 4 minutes left')).toBeVisible();
  await expect(page.getByText('Submissions closed')).toHaveCount(0);

  await page.clock.runFor(3.5 * MINUTE);
  await expect(page.getByText('Grace period: 1 minute left')).toBeVisible();
  await expect(page.getByText('Submissions closed')).toHaveCount(0);

  await page.clock.runFor(MINUTE);
  await expect(page.getByText('Submissions closed')).toBeVisible();
  await expect(page.getByText(/^Grace period:/)).toHaveCount(0);
  browserConsole.expectClean();
});

test('an id that is not an id shows Event Not Found on the event, apply and admin event pages', async ({
  browser,
  page,
  context,
  request,
}) => {
  await test.step('the public event page', async () => {
    const browserConsole = watchConsole(page);
    const response = await page.goto('/events/abc');
    // The server answers 404 with the page (which Chromium logs); nothing else goes wrong.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Event Not Found', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(browserConsole.errors.filter((error) => !error.includes('status of 404 (Not Found)'))).toEqual([]);
  });

  await test.step('the apply page', async () => {
    const person = await createVerifiedUser(request, 'typo');
    await signInBrowser(context, person.session);
    const browserConsole = watchConsole(page);
    await page.goto('/events/abc/apply');
    // The apply page's own wording, per the spec's apply screen.
    await expect(page.getByText('Event not found', { exact: true })).toBeVisible();
    await expect(page.getByText('This event is not available. Please return to the Events page.')).toBeVisible();
    browserConsole.expectClean();
  });

  await test.step('the admin event view', async () => {
    const admin = await adminSession(request);
    const adminContext = await browser.newContext();
    await signInBrowser(adminContext, admin);
    const adminPage = await adminContext.newPage();
    const browserConsole = watchConsole(adminPage);
    await adminPage.goto('/admin/events/abc');
    await expect(adminPage.getByText('Event Not Found')).toBeVisible();
    browserConsole.expectClean();
    await adminContext.close();
  });
});
