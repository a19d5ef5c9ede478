import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

const HOSTILE_MARKDOWN = [
  '## About the sprint',
  '',
  'Build **something real** in 72 hours.',
  '',
  '<script>window.__pwned = true</script>',
  '<img src="x" onerror="window.__pwned = true">',
].join('\n');

test('a visitor finds an active event, reads its page and is sent to sign in to apply', async ({ page, request }) => {
  test.setTimeout(60_000);
  const admin = await adminSession(request);
  const title = `Public Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, {
    title,
    descriptionMd: HOSTILE_MARKDOWN,
    timezone: 'America/Los_Angeles',
    tracks: ['discovery', 'startup', 'fintech'],
  });
  const browserConsole = watchConsole(page);

  await test.step('the list shows the event with its status and track badges', async () => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Event' })).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('About the sprint Build something real in 72 hours.')).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    const tracks = card.getByLabel('Tracks');
    for (const track of ['Discovery', 'Startup', 'Fintech']) await expect(tracks.getByText(track)).toBeVisible();
    // Colours tell discovery, startup and other tracks apart.
    // The cyan, lime and magenta track text of the status map (design/status-look.ts), hues no status uses.
    await expect(tracks.locator('[data-track="discovery"]')).toHaveCSS('color', 'rgb(0, 109, 117)');
    await expect(tracks.locator('[data-track="startup"]')).toHaveCSS('color', 'rgb(63, 102, 0)');
    await expect(tracks.locator('[data-track="fintech"]')).toHaveCSS('color', 'rgb(158, 16, 104)');
    await card.getByRole('link', { name: title }).click();
  });

  await test.step('the event page shows the countdown in PT and the sanitised description', async () => {
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const timer = page.getByRole('timer', { name: 'Time left to submit' });
    await expect(timer).toContainText('days');
    await expect(timer).toContainText('hours');
    await expect(timer).toContainText('minutes');
    await expect(timer).toContainText('(PT)');
    await expect(page.getByRole('heading', { name: 'About the sprint' })).toBeVisible();
    await expect(page.getByText('Maximum 5 members per team')).toBeVisible();
    for (const column of ['Build fast', 'Test early', 'Prove real']) {
      await expect(page.getByText(column, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('150+')).toBeVisible();
    await expect(page.getByText('© 2024 Sprintboard')).toBeVisible();
    await expect(page.getByText('__pwned')).toHaveCount(0);
    await expect(page.locator('#event script')).toHaveCount(0);
    await expect(page.locator('#event [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  await test.step('Apply while signed out goes to sign in, coming back to the form', async () => {
    await page.getByRole('link', { name: 'Apply to Event' }).first().click();
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/events/${eventId}/apply`);
  });
  browserConsole.expectClean();
});

test('a draft or unknown event shows Event Not Found with a way home', async ({ page, request }) => {
  const admin = await adminSession(request);
  const draftId = await createEvent(request, admin, { title: 'Hidden Draft', status: 'draft' });

  for (const id of [draftId, '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { name: 'Event Not Found', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  }
});

test('an admin sees Create Event and deletes an event after confirming', async ({ page, context, request }) => {
  const admin = await adminSession(request);
  const title = `Doomed Sprint ${Date.now().toString(36)}`;
  await createEvent(request, admin, { title, status: 'upcoming' });
  await signInBrowser(context, admin);
  const browserConsole = watchConsole(page);

  await page.goto('/events');
  await expect(page.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/admin/events/create');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByText('Upcoming', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('Delete Event');
  await expect(
    dialog.getByText(
      `Are you sure you want to delete "${title}"? This action cannot be undone and will remove all associated submissions and data.`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event successfully deleted')).toBeVisible();
  await expect(page.getByText('Event and all related data have been permanently removed')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  browserConsole.expectClean();
});

test('someone who applied sees their status on the event page and the event in My Events', async ({
  page,
  context,
  request,
}) => {
  const admin = await adminSession(request);
  const title = `Applied Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });
  const person = await createVerifiedUser(request, 'applicant');
  // The apply screen is built with the applications feature; the API is what it will call.
  const applied = await request.post(`/api/events/${eventId}/applications`, {
    headers: { authorization: `Bearer ${person.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I build supply-chain tools.' },
  });
  expect(applied.status()).toBe(201);
  await signInBrowser(context, person.session);
  const browserConsole = watchConsole(page);

  await page.goto(`/events/${eventId}`);
  await expect(page.getByText('Application status: pending').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to Event' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const myEvents = page.locator('.ant-card').filter({ has: page.getByText('My Events', { exact: true }) });
  await expect(myEvents.getByText(title)).toBeVisible();
  await expect(myEvents.getByText('Pending')).toBeVisible();
  await expect(myEvents.getByRole('link', { name: 'Event Dashboard' })).toHaveCount(0);
  await expect(myEvents.getByRole('link', { name: 'View Event' })).toHaveAttribute('href', `/events/${eventId}`);
  browserConsole.expectClean();
});
