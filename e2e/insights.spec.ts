import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { adminInBrowser, adminSession } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

// Issue 29: staff open Insights from the Admin menu. The run's sprints are too recent for a known
// outcome at 365 days, so the overall score's figure is the API's 'Too few…' text with its n.
const TOO_FEW = /Too few ventures with a known outcome to tell \(n = (\d+)\)\./;

test('an organizer opens Insights from the Admin menu, switches the horizon, reads a figure as a table and downloads its CSV; judges and reviewers are not theirs', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminSession(request);
  const organizer = await createVerifiedUser(context.request, 'insights-organizer');
  await ok(
    await request.post('/api/admin/roles/grant', {
      headers: bearer(admin),
      data: { email: organizer.email, role: 'organizer' },
    }),
    'grant organizer',
  );
  await signInBrowser(context, organizer.session);

  await page.goto('/admin/bootstrap');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page).toHaveTitle('Insights · Admin · Sprintboard');
  await expect(page.getByRole('switch', { name: 'Verified only' })).toBeChecked();

  await test.step('the horizon is kept in the URL', async () => {
    await page.getByRole('radio', { name: '365 days' }).click();
    await expect(page).toHaveURL(/[?&]horizon=365/);
    await page.getByRole('switch', { name: 'Verified only' }).click();
    await expect(page).toHaveURL(/[?&]verifiedOnly=false/);
    await page.reload();
    await expect(page.getByRole('radio', { name: '365 days' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Verified only' })).not.toBeChecked();
  });

  const criteria = page.getByRole('region', { name: 'Which criteria predicted the outcome' });
  await test.step("the overall score's figure as a table, and its CSV", async () => {
    await criteria.getByRole('radio', { name: 'Table' }).click();
    const row = criteria.getByRole('row').filter({ hasText: 'Overall score' });
    await expect(row).toContainText(TOO_FEW);
    await expect(criteria.getByText(/^Overall score: Too few ventures with a known outcome to tell/)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await criteria.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('which-criteria-predicted-the-outcome.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Score,n,Reached the outcome,AUC,90% low,90% high,Note');
    const overall = csv.split('\r\n').find((line) => line.startsWith('Overall score,'));
    expect(overall).toMatch(/^Overall score,\d+,\d+,,,,Too few ventures with a known outcome to tell \(n = \d+\)\.$/);
  });

  await expect(
    page.getByText('Selection differs between these groups: this is not the effect of the programme.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Return and outcome rates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Judges', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Application reviewers' })).toHaveCount(0);
  consoleGuard.expectClean();
});

test('an admin sees the judges and reviewers with the caveat that judges saw different entries', async ({
  page,
  context,
}) => {
  const consoleGuard = watchConsole(page);
  await adminInBrowser(context);
  await page.goto('/admin/insights?horizon=90');
  const judges = page.getByRole('region', { name: 'Judges', exact: true });
  await expect(judges).toBeVisible();
  await expect(judges).toContainText(
    'Judges and reviewers saw different entries: a figure compares how each ranked the entries they saw, not the people with each other on the same entries.',
  );
  await expect(page.getByRole('region', { name: 'Application reviewers' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Return and outcome rates' }).getByText(/^Return rate:/)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await test.step('a 390 px phone: the page does not scroll sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(judges).toBeVisible();
    const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  await test.step('on paper: no header, controls or buttons', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Verified only' })).toBeHidden();
    await expect(judges.getByRole('button', { name: 'Download CSV' })).toBeHidden();
    await expect(judges).toBeVisible();
  });
  consoleGuard.expectClean();
});
