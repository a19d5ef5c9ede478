import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

test('a signed-in user sees counts, quick actions, empty My Events, recent events and the debug tools', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await adminSession(request);
  const title = `Dashboard Sprint ${Date.now().toString(36)}`;
  // The list shows the six that start soonest, so this one starts before what other tests create.
  const eventId = await createEvent(request, admin, {
    title,
    startDate: new Date(Date.now() - 20 * 24 * 60 * 60 * 1000).toISOString(),
  });

  const user = await createVerifiedUser(context.request, 'dashboard');
  await signInBrowser(context, user.session);
  const browserConsole = watchConsole(page);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Signed in once (by the verification link): welcomed, not welcomed back.
  await expect(page.getByText(`Welcome, ${user.firstName} ${user.lastName}!`)).toBeVisible();

  const counts = page.getByRole('list', { name: 'Counts' });
  await expect(counts.getByText('Active Events')).toBeVisible();
  await expect(counts.getByText('My Teams')).toBeVisible();
  await expect(counts.getByText('Projects')).toBeVisible();
  const active = counts.getByRole('listitem').filter({ hasText: 'Active Events' });
  await expect(active.locator('.ant-statistic-content-value')).not.toHaveText('0');
  for (const label of ['My Teams', 'Projects']) {
    const item = counts.getByRole('listitem').filter({ hasText: label });
    await expect(item.locator('.ant-statistic-content-value')).toHaveText('0');
  }

  for (const [name, href] of [
    ['My Projects', '/projects'],
    ['Browse Events', '/events'],
    ['Find Teams', '/teams'],
    ['Leaderboard', '/judging/leaderboard'],
  ]) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
  }

  const myEvents = page.locator('.ant-card').filter({ has: page.getByText('My Events', { exact: true }) });
  await expect(myEvents.getByText("You haven't applied to any events yet.")).toBeVisible();
  await expect(myEvents.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');

  await expect(page.getByRole('link', { name: `View Details of ${title}` })).toHaveAttribute(
    'href',
    `/events/${eventId}`,
  );

  // Folded away until asked for.
  await page.getByRole('button', { name: 'Debug tools' }).click();
  await page.getByRole('button', { name: 'Debug Bootstrap' }).click();
  await expect(page.getByText('Debug Complete')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Admin exists' })).toHaveText(
    'Admin exists. You are not admin',
  );

  // Someone is admin already, so the server grants nothing.
  await page.getByRole('button', { name: 'Force Admin' }).click();
  await expect(page.getByText('Force Bootstrap Started')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Admin exists' })).toHaveText('Admin exists');
  await expect(page.getByRole('banner').getByText('Participant', { exact: true })).toBeVisible();
  browserConsole.expectClean();
});

test('a visitor is sent to sign in from the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard/);
});
