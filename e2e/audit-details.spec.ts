import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { watchConsole } from './console-guard';
import { approveApplicant } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';

/** Letters only, unique to the run: names are matched by search, so no other spec's person shares it. */
function uniqueLetters(): string {
  return Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

/** The Details' named fields as 'Label: value' lines. */
async function fieldLines(details: Locator): Promise<string[]> {
  const labels = await details.getByRole('term').allTextContents();
  const values = await details.getByRole('definition').allTextContents();
  return labels.map((label, index) => `${label}: ${values[index]}`);
}

/** WCAG 2.2 AA failures axe rates critical or serious, by rule, on the page as it is now. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

test('the audit log finds a decision by the applicant picked by name and details it in named fields, raw JSON one click further', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const title = `Details Sprint ${Date.now()}`;
  const eventId = await createEvent(request, admin, { title });
  const lastName = `Okafor${uniqueLetters()}`;
  const applicant = await createVerifiedUser(request, 'audit-details', { firstName: 'Noor', lastName });
  const bystander = await createVerifiedUser(request, 'audit-bystander', { firstName: 'Bram', lastName: 'Other' });
  // The status change under test, and another applicant's to the same event that the filter must leave out.
  await approveApplicant(request, applicant.session, admin, eventId);
  await approveApplicant(request, bystander.session, admin, eventId);
  const applicantName = `Noor ${lastName}`;
  const adminName = admin.user.name || admin.user.email;

  await page.goto('/admin/audit');
  // The admin bundle's first load can take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible({ timeout: 15_000 });
  await pickOption(page.getByRole('combobox', { name: 'Record' }), applicantName, lastName);
  await pickOption(page.getByRole('combobox', { name: 'Actor' }), adminName, admin.user.email);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('personId') === applicant.session.user.id &&
      url.searchParams.get('actorId') === admin.user.id,
  );

  // Rows, not their opened Details (which say the change again).
  const decision = page
    .getByRole('row')
    .filter({ hasText: 'pending → approved', has: page.getByRole('button', { name: /details/i }) });
  await expect(decision).toHaveCount(1);
  await expect(decision.getByRole('cell', { name: `${applicantName} → ${title}`, exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Bram Other' })).toHaveCount(0);

  await decision.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('row').filter({ has: page.getByRole('button', { name: /raw event/ }) });
  await expect(details.getByRole('term').first()).toBeVisible();
  expect(await fieldLines(details)).toEqual([
    `Applicant: ${applicantName}`,
    `Event: ${title}`,
    'Status: pending → approved',
  ]);
  // No id where a name belongs.
  await expect(details).not.toContainText(applicant.session.user.id);
  await expect(page.getByLabel('Raw event')).toHaveCount(0);

  await details.getByRole('button', { name: 'Show raw event' }).click();
  const raw = page.getByLabel('Raw event');
  await expect(raw).toContainText('"type": "application.status_changed"');
  await expect(raw).toContainText('"to": "approved"');
  await expect(details.getByRole('button', { name: 'Hide raw event' })).toHaveAttribute('aria-expanded', 'true');
  // The opened Details and raw event pass axe, and on a phone nothing is wider than the screen.
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(raw).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The link reproduces the view, the chosen person and actor shown by name.
  await page.reload();
  const filters = page.getByRole('search', { name: 'Audit log filters' });
  await expect(filters.getByTitle(applicantName, { exact: true })).toBeVisible();
  await expect(filters.getByTitle(adminName, { exact: true })).toBeVisible();
  await expect(decision).toHaveCount(1);

  consoleGuard.expectClean();
});
