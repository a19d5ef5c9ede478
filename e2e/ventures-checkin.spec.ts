import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { watchConsole } from './console-guard';
import { submitProject } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

/** Critical and serious axe findings (WCAG 2.2 AA), one line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/**
 * The check-in form (issue 27): a completed sprint's check-in is answered from its own page, with
 * field errors inline, and the member lands back on the venture. The email itself and the scheduler
 * are covered by the backend's integration and chaos specs.
 */
test('a member answers a check-in: inline errors, the answer saved, back on the venture page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const suffix = Date.now().toString(36);
  const sprint = `Check-in Sprint ${suffix}`;
  const ventureName = `Lantern ${suffix}`;
  const eventId = await createEvent(request, admin, { title: sprint });
  const owner = await createVerifiedUser(context.request, 'checkin-owner');
  await submitProject(request, owner, admin, eventId, {
    title: ventureName,
    tagline: 'Light for night markets',
    descriptionMd: 'A venture that answers its check-in.',
    track: 'startup',
  });
  await ok(
    await request.put(`/api/admin/events/${eventId}/status`, { headers: bearer(admin), data: { status: 'completed' } }),
    'complete the sprint',
  );
  const mine = (await (
    await ok(await request.get('/api/ventures/mine', { headers: bearer(owner.session) }), 'my ventures')
  ).json()) as { id: string; name: string }[];
  const ventureId = mine.find((venture) => venture.name === ventureName)?.id ?? '';
  const venture = (await (
    await ok(await request.get(`/api/ventures/${ventureId}`, { headers: bearer(owner.session) }), 'venture')
  ).json()) as { checkins: { id: string; offsetDays: number }[] };
  const checkinId = venture.checkins.find((checkin) => checkin.offsetDays === 30)?.id ?? '';

  await signInBrowser(context, owner.session);
  const browserConsole = watchConsole(page);
  await page.goto(`/ventures/${ventureId}/check-in/${checkinId}`);
  await expect(page.getByRole('heading', { name: `Check-in: ${ventureName}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`30 days after ${sprint}`)).toBeVisible();
  await expect(page.getByText('Still working on it?')).toBeVisible();

  await test.step('fits a 390 px phone and is axe-clean', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('missing and malformed answers show under their fields', async () => {
    await page.getByRole('button', { name: 'Submit Check-in' }).click();
    await expect(page.getByText('Please tell us what happened since.')).toBeVisible();
    await page.getByLabel('What happened since?').fill('Two night markets signed up for a pilot.');
    await page.getByLabel('Customer interviews').fill('9');
    await page.getByLabel('Monthly revenue').fill('12.345');
    await page.getByLabel('Revenue currency').fill('eur');
    await page.getByRole('button', { name: 'Submit Check-in' }).click();
    await expect(page.getByText('Please enter an amount, e.g. 1250.50.')).toBeVisible();
  });

  await test.step('the answer is saved and the member is back on the venture page', async () => {
    await page.getByLabel('Monthly revenue').fill('1250.50');
    await page
      .locator('label')
      .filter({ hasText: /^Paused$/ })
      .click();
    await page.getByRole('button', { name: 'Submit Check-in' }).click();
    await expect(page.getByText('Check-in submitted')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ventures/${ventureId}$`));
    const after = (await (
      await ok(await request.get(`/api/ventures/${ventureId}`, { headers: bearer(owner.session) }), 'venture')
    ).json()) as { checkins: { id: string; state: string }[]; milestones: { type: string; figures: object }[] };
    expect(after.checkins.find((checkin) => checkin.id === checkinId)?.state).toBe('answered');
    expect(after.milestones.map((milestone) => [milestone.type, milestone.figures])).toEqual(
      expect.arrayContaining([
        ['customer_interviews', { count: 9 }],
        ['revenue', { monthlyAmountMinor: 125050, currency: 'EUR' }],
      ]),
    );
  });

  await test.step('the form says so when opened again', async () => {
    await page.goto(`/ventures/${ventureId}/check-in/${checkinId}`);
    await expect(page.getByText('This check-in has already been answered.')).toBeVisible();
  });

  browserConsole.expectClean();
});
