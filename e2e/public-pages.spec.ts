import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

const DESCRIPTION = 'Build **something real** in 72 hours with a small team.';
const DAY = 24 * 60 * 60 * 1000;

/** An upcoming event with fixed dates, so the page's date text is known. */
async function publicEvent(request: Parameters<typeof adminSession>[0], title: string): Promise<string> {
  const admin = await adminSession(request);
  const start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 9, 3, 16));
  return createEvent(request, admin, {
    title,
    descriptionMd: DESCRIPTION,
    status: 'upcoming',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * DAY).toISOString(),
    submissionDeadline: new Date(start.getTime() + 2 * DAY).toISOString(),
  });
}

/** Sums the page's layout shifts from its first paint on (Cumulative Layout Shift, without session windows). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(`head ${selector}`).getAttribute('content');
}

test('without JavaScript the public pages show their content and share previews', async ({ browser, request }) => {
  const title = `Prerendered Sprint ${Date.now().toString(36)}`;
  const eventId = await publicEvent(request, title);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await test.step('the landing page', async () => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: '72-hour venture sprints for enterprise builders' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    await expect(page).toHaveTitle('Sprintboard');
    expect(await meta(page, 'meta[property="og:title"]')).toBe('Sprintboard');
  });

  await test.step('the events list', async () => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card.getByText('Build something real in 72 hours with a small team.')).toBeVisible();
    await expect(card.getByText(/^Oct 3, \d{4} - Oct 6, \d{4}$/)).toBeVisible();
    await expect(page).toHaveTitle('Events · Sprintboard');
  });

  await test.step('an event page', async () => {
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('something real', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Oct 3, \d{4}, 9:00 AM PDT$/)).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Sprintboard`);
    expect(await meta(page, 'meta[name="description"]')).toBe('Build something real in 72 hours with a small team.');
    expect(await meta(page, 'meta[property="og:title"]')).toBe(`${title} · Sprintboard`);
    expect(await meta(page, 'meta[property="og:description"]')).toBe(
      'Build something real in 72 hours with a small team.',
    );
    expect(await meta(page, 'meta[property="og:type"]')).toBe('event');
    expect(await meta(page, 'meta[property="og:url"]')).toMatch(new RegExp(`/events/${eventId}$`));
  });

  await context.close();
});

test('the public pages hydrate without errors, and a visitor then gets the Apply button', async ({ page, request }) => {
  const title = `Hydrated Sprint ${Date.now().toString(36)}`;
  const eventId = await publicEvent(request, title);
  const browserConsole = watchConsole(page);
  await recordLayoutShifts(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated: the router handles the click (no document load) and the list renders.
  await page.getByRole('banner').getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  await page.goto('/events');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('link', { name: 'Apply to Event' }).first()).toHaveAttribute(
    'href',
    `/auth?redirect=${encodeURIComponent(`/events/${eventId}/apply`)}`,
  );
  await expect(page.locator('[data-pending-action]')).toHaveCount(0);
  // Hydrating and filling in the visitor's actions does not make the page jump.
  expect(await layoutShift(page)).toBeLessThan(0.1);
  browserConsole.expectClean();
});

test('a participant with a pending application never sees an Apply button on the event page', async ({
  page,
  context,
  request,
}) => {
  const title = `Pending Sprint ${Date.now().toString(36)}`;
  const eventId = await publicEvent(request, title);
  const participant = await createVerifiedUser(context.request, 'pending');
  const applied = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${participant.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I build prototypes fast.' },
  });
  expect(applied.ok(), `apply answered ${applied.status()}`).toBe(true);
  await signInBrowser(context, participant.session);
  // Watches the page from its first byte: any link reading Apply... is recorded, however briefly shown.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { applyButtonsSeen: string[] }).applyButtonsSeen = seen;
    const check = () => {
      for (const link of document.querySelectorAll('a')) {
        const text = link.textContent?.trim() ?? '';
        if (/^Apply/.test(text)) seen.push(text);
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', check);
  });
  const browserConsole = watchConsole(page);
  await recordLayoutShifts(page);

  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Application status:').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  const seen = await page.evaluate(() => (window as unknown as { applyButtonsSeen: string[] }).applyButtonsSeen);
  expect(seen).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.1);
  browserConsole.expectClean();
});
