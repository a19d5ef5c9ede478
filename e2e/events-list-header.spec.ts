import { expect, test, type Locator } from '@playwright/test';
import { headerRoleBadge } from './auth-support';
import { watchConsole } from './console-guard';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

const LONG_DESCRIPTION = Array.from(
  { length: 12 },
  (_, index) => `Sentence ${index + 1} of a description far longer than two lines of an event card.`,
).join(' ');

/** The card of the event titled `title` in the /events list. */
function eventCard(list: Locator, title: string): Locator {
  return list.getByRole('listitem').filter({ has: list.page().getByRole('link', { name: title }) });
}

test('signed in, /events shows the full app header with Sign Out; a visitor keeps the light one', async ({
  page,
  context,
}) => {
  const user = await createVerifiedUser(context.request, 'events-header');
  // The server-rendered list hydrates, then trades its light header for the app's: no errors on the way.
  const browserConsole = watchConsole(page);

  await test.step('a visitor: the light header with Sign In, no account menu', async () => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  });

  await test.step('signed in: links, role badge and the account menu with Sign Out', async () => {
    await signInBrowser(context, user.session);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    for (const link of ['Dashboard', 'Events', 'Projects'])
      await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
    await expect(headerRoleBadge(page, 'Participant')).toBeVisible();
    // One header only: the light one is gone.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(async () => {
      await header.getByRole('button', { name: /^Account menu for/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  });
  browserConsole.expectClean();
});

test('an event card shows exactly two lines of its description, for visitors and signed-in users', async ({
  page,
  request,
  context,
}) => {
  const admin = await adminSession(request);
  const title = `Clamp Sprint ${Date.now().toString(36)}`;
  await createEvent(request, admin, { title, descriptionMd: LONG_DESCRIPTION });

  const expectTwoLines = async () => {
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    const excerpt = eventCard(page.getByRole('list', { name: 'Events' }), title).getByText(/^Sentence 1 of/);
    await expect(excerpt).toBeVisible();
    const shown = await excerpt.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Each laid-out line of the text (lines past the clamp are laid out too), top and bottom.
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Map<number, { top: number; bottom: number }>();
      for (const rect of range.getClientRects()) {
        const top = Math.round(rect.top);
        lines.set(top, { top: rect.top, bottom: Math.max(rect.bottom, lines.get(top)?.bottom ?? 0) });
      }
      const sorted = [...lines.values()].sort((a, b) => a.top - b.top);
      return {
        height: box.height,
        // The distance from one line to the next: the height of a line, whatever line-height says.
        linePitch: sorted[1].top - sorted[0].top,
        linesShown: sorted.filter((line) => line.top < box.bottom - 0.5).length,
        linesLaidOut: sorted.length,
        padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
      };
    });
    // Two lines tall to the pixel, nothing around them, and no part of a third line inside the box.
    expect(shown.height).toBeCloseTo(2 * shown.linePitch, 0);
    expect(shown.padding).toBe(0);
    expect(shown.linesShown).toBe(2);
    // The description is longer than that: the rest is cut, not shown.
    expect(shown.linesLaidOut).toBeGreaterThan(2);
  };

  await test.step('as a visitor', async () => {
    await page.goto('/events');
    await expectTwoLines();
  });

  await test.step('signed in, inside the app', async () => {
    await signInBrowser(context, (await createVerifiedUser(context.request, 'events-clamp')).session);
    await page.goto('/events');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await expectTwoLines();
  });
});
