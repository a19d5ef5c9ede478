import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { signInThroughForm } from './auth-support';
import { watchConsole } from './console-guard';
import { judgingStep } from './judging-steps';
import { adminInBrowser, adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession } from './verified-user';

// Issue 26, point 4: pages that tell the truth. The event page speaks of its own event, a completed
// event offers its results instead of 'Apply to Event', the admin event page renders its markdown,
// the dashboard's debug tools are folded away, and a first sign-in is not greeted 'Welcome back'.

const LANDING_CALL = 'A 72-hour venture sprint for enterprise builders: build a real product';

/** Walks the event's judging through open and closed to published, then marks the event completed. */
async function publishResults(request: APIRequestContext, admin: StoredSession, eventId: string) {
  for (const step of ['open', 'close', 'publish']) await judgingStep(request, admin, eventId, step);
}

async function completeEvent(request: APIRequestContext, admin: StoredSession, eventId: string) {
  await ok(
    await request.put(`/api/admin/events/${eventId}/status`, {
      headers: bearer(admin),
      data: { status: 'completed' },
    }),
    'complete the event',
  );
}

function hero(page: Page) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
}

test('a visitor reads the event itself in the hero and the cohort: its place, its dates in its zone, its tracks', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const title = `Truth Winter Sprint ${Date.now().toString(36)}`;
  // A New York event in January: Eastern Standard Time, never Pacific.
  const eventId = await createEvent(request, admin, {
    title,
    status: 'upcoming',
    timezone: 'America/New_York',
    tracks: ['discovery'],
    startDate: '2027-01-15T15:00:00.000Z',
    endDate: '2027-01-18T22:00:00.000Z',
    submissionDeadline: '2027-01-18T21:00:00.000Z',
  });
  const browserConsole = watchConsole(page);
  await page.goto(`/events/${eventId}`);

  const top = hero(page);
  await expect(top.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(top.getByText('Palo Alto, CA', { exact: true })).toBeVisible();
  await expect(top.getByText('Jan 15, 2027, 10:00 AM EST to Jan 18, 2027, 5:00 PM EST')).toBeVisible();
  await expect(top.getByText('Discovery track, teams of up to 5')).toBeVisible();
  await expect(
    top.getByText('The sprint starts Jan 15, 2027, 10:00 AM EST; projects are due Jan 18, 2027, 4:00 PM EST.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText(LANDING_CALL)).toHaveCount(0);
  await expect(top.getByRole('link', { name: 'Apply to Event' })).toHaveAttribute(
    'href',
    `/auth?redirect=${encodeURIComponent(`/events/${eventId}/apply`)}`,
  );

  // The Program section's cohort is this event, not the landing's 'Cohort 2: fall sprint in Palo Alto'.
  const program = page.getByRole('region', { name: 'Sprint, test, return' });
  await expect(program.getByRole('heading', { level: 3 })).toHaveText(`${title} in Palo Alto, CA`);
  await expect(program.getByText('Now accepting applications')).toBeVisible();
  await expect(page.getByText('Cohort 2: fall sprint in Palo Alto')).toHaveCount(0);
  await expect(page.getByText('PT', { exact: true })).toHaveCount(0);
  // The spec's sections stay.
  for (const name of ['Build fast', 'Test early', 'Prove real', 'Proof So Far', 'Ready to build?']) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  browserConsole.expectClean();
});

test('a completed event with published results offers View Results to visitors, leading to its leaderboard; unpublished, it says so', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const stamp = Date.now().toString(36);
  const publishedTitle = `Truth Published Sprint ${stamp}`;
  const published = await createEvent(request, admin, { title: publishedTitle });
  await publishResults(request, admin, published);
  await completeEvent(request, admin, published);
  const pending = await createEvent(request, admin, { title: `Truth Pending Sprint ${stamp}` });
  await completeEvent(request, admin, pending);
  const browserConsole = watchConsole(page);

  await test.step('published: View Results everywhere the page calls to action, never Apply', async () => {
    await page.goto(`/events/${published}`);
    const top = hero(page);
    await expect(top.getByRole('heading', { level: 1 })).toHaveText(publishedTitle);
    await expect(top.getByText(/The sprint ended .*\. Applications are closed\./)).toBeVisible();
    await expect(top.getByRole('link', { name: 'View Results' })).toHaveAttribute('href', `/leaderboard/${published}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'View Results' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `${publishedTitle} has ended` })).toBeVisible();

    await top.getByRole('link', { name: 'View Results' }).click();
    await expect(page).toHaveURL(new RegExp(`/leaderboard/${published}$`));
    await expect(page.getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible();
    await expect(page.getByText('Results have not been published yet.')).toHaveCount(0);
  });

  await test.step('not published: no apply button, and the page says the results are not out', async () => {
    await page.goto(`/events/${pending}`);
    const top = hero(page);
    await expect(top.getByText('Results have not been published yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Results' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Sprint, test, return' }).getByText('Applications closed'),
    ).toBeVisible();
  });
  browserConsole.expectClean();
});

test('the admin event page renders the description markdown', async ({ page, context, request }) => {
  const admin = await adminInBrowser(context);
  const eventId = await createEvent(request, admin, {
    title: `Truth Markdown Sprint ${Date.now().toString(36)}`,
    descriptionMd: '## What to bring\n\nA **working laptop** and [the brief](https://example.com/brief).',
  });
  await page.goto(`/admin/events/${eventId}`);

  const details = page.locator('.ant-card').filter({ hasText: 'Event Details' });
  await expect(details.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
  await expect(details.locator('strong', { hasText: 'working laptop' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'the brief' })).toHaveAttribute('href', 'https://example.com/brief');
  await expect(details.getByText('**working laptop**')).toHaveCount(0);
});

test("a newcomer is welcomed, not welcomed back, and finds the debug tools folded away; signing in again says 'Welcome back'", async ({
  browser,
  page,
  context,
}) => {
  const user = await createVerifiedUser(context.request, 'truth-welcome', { firstName: 'Nia', lastName: 'First' });
  await signInBrowser(context, user.session);
  await page.goto('/dashboard');

  await expect(page.getByText('Welcome, Nia First!')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  const debugTools = page.getByRole('button', { name: 'Debug tools' });
  await expect(debugTools).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Debug Bootstrap' })).toBeHidden();
  await debugTools.click();
  await expect(debugTools).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Debug Bootstrap' })).toBeVisible();
  const forceAdmin = page.getByRole('button', { name: 'Force Admin' });
  await expect(forceAdmin).toBeVisible();
  // Neutral: no danger (red) button among them.
  await expect(page.locator('.ant-btn-dangerous')).toHaveCount(0);

  // A second sign-in, in another browser: the toast and the dashboard say 'Welcome back'.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/auth');
  await signInThroughForm(second, user.email, user.password);
  await expect(second.getByText('Welcome back!')).toBeVisible();
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByText('Welcome back, Nia First!')).toBeVisible();
  await other.close();
});
