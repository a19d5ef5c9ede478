import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInThroughForm } from './auth-support';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession, type VerifiedUser } from './verified-user';

const PASSWORD = 'correct-horse-7';
const STAFF_ITEMS = ['Applications & Users', 'Events & Judging', 'Ventures', 'Insights', 'Audit Log', 'Access'];

async function setRole(request: APIRequestContext, admin: StoredSession, user: VerifiedUser, role: string) {
  const changed = await request.put(`/api/admin/users/${user.session.user.id}/role`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { role },
  });
  expect(changed.ok(), `set role answered ${changed.status()}: ${await changed.text()}`).toBe(true);
}

/** Signs in through the form in a fresh browser, so no stored session decides where it lands. */
async function signInFresh(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth');
  await signInThroughForm(page, email, password);
  return page;
}

/**
 * Opens the header's Admin menu, expects exactly `items` in it, then follows `choice` if given.
 * Right after a sign-in or a page change the header re-renders as its data arrives, which can close a
 * menu opened a moment earlier, or leave a closing copy of it on screen for its animation; a click
 * while the menu is still sliding in can be lost too. So retry, the pick included, until one open
 * menu shows exactly the items and the pick has led to its screen.
 */
async function expectAdminMenu(page: Page, items: string[], choice?: { label: string; url: RegExp }): Promise<void> {
  const menu = page.locator('.ant-dropdown:visible').getByRole('menuitem');
  await expect(async () => {
    if (!(await menu.first().isVisible()))
      await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
    await expect(menu).toHaveText(items, { timeout: 2_000 });
    if (!choice) return;
    await menu.getByRole('link', { name: choice.label, exact: true }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(choice.url, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('each role lands on its own screen and the header offers exactly the screens it may open', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const [organizer, judge, participant] = [
    await createVerifiedUser(request, 'nav-organizer'),
    await createVerifiedUser(request, 'nav-judge'),
    await createVerifiedUser(request, 'nav-participant'),
  ];
  await setRole(request, admin, organizer, 'organizer');
  await setRole(request, admin, judge, 'judge');

  await test.step('an organizer lands on /admin/bootstrap and sees Events & Judging, Ventures, Insights and Access', async () => {
    const page = await signInFresh(browser, organizer.email);
    await expect(page).toHaveURL(/\/admin\/bootstrap$/);
    await expect(page.getByText('Access Denied')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Judging' })).toHaveCount(0);

    await expectAdminMenu(page, ['Events & Judging', 'Ventures', 'Insights', 'Access'], {
      label: 'Access',
      url: /\/admin\/settings\/access$/,
    });
    await expect(page.getByRole('heading', { name: 'Access Management' })).toBeVisible();
    await page.context().close();
  });

  await test.step('an admin lands on /admin and sees all four staff screens', async () => {
    const page = await signInFresh(browser, admin.user.email);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expectAdminMenu(page, STAFF_ITEMS, { label: 'Audit Log', url: /\/admin\/audit$/ });
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await expectAdminMenu(page, STAFF_ITEMS, { label: 'Events & Judging', url: /\/admin\/bootstrap$/ });
    await page.context().close();
  });

  await test.step('a judge lands on /judging and sees Judging, but no Admin menu', async () => {
    const page = await signInFresh(browser, judge.email);
    await expect(page).toHaveURL(/\/judging$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Judging' })).toHaveAttribute('href', '/judging');
    await expect(header.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
    await page.context().close();
  });

  await test.step('a participant lands on /dashboard and sees neither Admin nor Judging', async () => {
    const page = await signInFresh(browser, participant.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Judging' })).toHaveCount(0);

    // Any role may judge an event: once seated, the participant finds Judging in the header.
    const eventId = await createEvent(request, admin, { title: `Seated Judge Sprint ${Date.now()}` });
    const seated = await request.post(`/api/admin/events/${eventId}/judges`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
      data: { email: participant.email },
    });
    expect(seated.ok(), `add judge answered ${seated.status()}`).toBe(true);
    await page.reload();
    await expect(header.getByRole('link', { name: 'Judging' })).toHaveAttribute('href', '/judging');
    await expect(header.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
    await page.context().close();
  });
});

test('/teams opens Find Teams, no longer a placeholder', async ({ page, context, request }) => {
  const user = await createVerifiedUser(request, 'nav-teams');
  await signInBrowser(context, user.session);
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Find Teams', level: 1 })).toBeVisible();
  // The run shares one database: other journeys may or may not have made an active event yet.
  await expect(
    page
      .getByRole('heading', { name: 'Teams looking for members' })
      .or(page.getByText('No events are running right now.')),
  ).toBeVisible();
  await expect(page.getByText('Team features coming soon!')).toHaveCount(0);
});

test('a failed Debug Bootstrap is titled Bootstrap Failed', async ({ page, context, request }) => {
  const user = await createVerifiedUser(request, 'nav-debug');
  await signInBrowser(context, user.session);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.route('**/api/access/status', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, message: 'Service unavailable' }),
    }),
  );

  await page.getByRole('button', { name: 'Debug tools' }).click();
  await page.getByRole('button', { name: 'Debug Bootstrap' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Bootstrap Failed' })).toBeVisible();
  await expect(page.getByText('Debug Complete')).toHaveCount(0);
});

test("the more menu's status changes say Status Changed or Status Change Failed", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title: `Menu Toast Sprint ${Date.now()}` });
  const applicant = await createVerifiedUser(request, 'nav-applicant');
  const applied = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${applicant.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I build prototypes fast and love shipping.' },
  });
  expect(applied.ok(), `apply answered ${applied.status()}`).toBe(true);
  await signInBrowser(context, admin);
  await page.goto(`/admin?eventId=${eventId}`);
  const row = page.getByRole('row', { name: /Menu Toast Sprint/ });
  const toast = (title: string) => page.locator('.ant-notification-notice').filter({ hasText: title });

  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Approved' }).click();
  await expect(toast('Status Changed')).toBeVisible();
  await expect(toast('Status Updated')).toHaveCount(0);
  await expect(row).toContainText('Approved');

  await page.route('**/api/admin/applications/*/status', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 400, message: 'The change was refused' }),
    }),
  );
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Rejected' }).click();
  await expect(toast('Status Change Failed')).toBeVisible();
  await expect(toast('Update Failed')).toHaveCount(0);
});

test('on a phone every header link fits on the screen', async ({ browser, request }) => {
  const admin = await adminSession(request);
  const judge = await createVerifiedUser(request, 'phone-header');
  await setRole(request, admin, judge, 'judge');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await signInBrowser(context, judge.session);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Events', 'Projects', 'Judging']) {
    const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, `${name} ends inside the screen`).toBeLessThanOrEqual(360);
  }
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeInViewport();
  await context.close();
});
