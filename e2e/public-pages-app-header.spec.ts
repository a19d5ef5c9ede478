import { expect, test, type Page } from '@playwright/test';
import { headerRoleBadge } from './auth-support';
import { watchConsole } from './console-guard';
import { approveApplicant } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

// Every signed-in screen shows the full app header (links, role badge, account menu with Sign
// Out); the light public header is for visitors only. The landing and event pages are rendered
// for visitors and trade their header once the sign-in is known, as /events does.

/** The app header: its links, the role badge and the account menu with Sign Out. */
async function expectAppHeader(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toHaveCount(1);
  for (const link of ['Dashboard', 'Events', 'Projects', 'Find Teams'])
    await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
  await expect(headerRoleBadge(page, 'Participant')).toBeVisible();
  await expect(async () => {
    await header.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

test('signed in, the event page and the landing page show the app header; visitors keep the light one', async ({
  page,
  context,
  request,
}) => {
  const title = `Header Sprint ${Date.now().toString(36)}`;
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title });
  const user = await createVerifiedUser(context.request, 'public-header');
  // Approved: the event page finds the application (no 404) and Find Teams lists the event's people.
  await approveApplicant(request, user.session, admin, eventId);
  const browserConsole = watchConsole(page);

  await test.step('a visitor: the light header with Apply Now on the event and landing pages', async () => {
    for (const path of [`/events/${eventId}`, '/']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Apply Now' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Find Teams' })).toHaveCount(0);
    }
  });

  await signInBrowser(context, user.session);

  await test.step('signed in, the event page shows the app header and still the event', async () => {
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectAppHeader(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  });

  await test.step("a participant's Find Teams in the header opens /teams", async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Find Teams', exact: true }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole('heading', { name: 'Find Teams', level: 1 })).toBeVisible();
  });

  await test.step('signed in, the landing page shows the app header before moving on to /dashboard', async () => {
    // Whether the account menu was ever drawn while the landing's sections were on screen.
    await page.addInitScript(() => {
      const seen = window as unknown as { appHeaderOnLanding: boolean };
      seen.appHeaderOnLanding = false;
      new MutationObserver(() => {
        if (document.getElementById('what') && document.querySelector('[aria-label^="Account menu for"]'))
          seen.appHeaderOnLanding = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectAppHeader(page);
    expect(await page.evaluate(() => (window as unknown as { appHeaderOnLanding: boolean }).appHeaderOnLanding)).toBe(
      true,
    );
  });
  browserConsole.expectClean();
});

test('signed in without an application, the event page and Find Teams load without a failed request', async ({
  page,
  context,
  request,
}) => {
  const title = `Unapplied Sprint ${Date.now().toString(36)}`;
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title });
  const user = await createVerifiedUser(context.request, 'unapplied');
  await signInBrowser(context, user.session);
  // A 403 or 404 answer shows in the console as a failed resource load: none may happen here.
  const browserConsole = watchConsole(page);

  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to Event' }).first()).toBeVisible();

  await page.goto(`/teams?event=${eventId}`);
  const people = page.getByRole('region', { name: 'People looking for a team' });
  await expect(people.getByText('Only people approved for this event see who is looking for a team.')).toBeVisible();
  browserConsole.expectClean();
});
