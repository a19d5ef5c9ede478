import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { approveApplicant } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';

test('the audit log reads in words, searches by record name and keeps the raw event behind Details and Show raw event', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const title = `Fall Sprint ’25 ${Date.now()}`;
  const eventId = await createEvent(request, admin, { title });
  await createEvent(request, admin, { title: `Winter Jam ${Date.now()}` });
  const applicant = await createVerifiedUser(request, 'audit-applicant');
  await approveApplicant(request, applicant.session, admin, eventId);
  const adminName = admin.user.name || admin.user.email;
  const applicantName = `${applicant.firstName} ${applicant.lastName}`;

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  for (const column of ['Record', 'Actor', 'Change', 'When'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();

  await page.getByLabel('Search by record name').fill(title);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/[?&]q=/);

  // Rows, not their opened Details (which say the change again).
  const decision = page
    .getByRole('row')
    .filter({ hasText: 'pending → approved', has: page.getByRole('button', { name: /details/i }) });
  await expect(decision).toHaveCount(1);
  await expect(decision.getByRole('cell', { name: `${applicantName} → ${title}`, exact: true })).toBeVisible();
  await expect(decision.getByRole('cell', { name: adminName, exact: true })).toBeVisible();
  const created = page.getByRole('row').filter({ hasText: 'Event created' });
  await expect(created.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Winter Jam' })).toHaveCount(0);

  await expect(page.getByLabel('Raw event')).toHaveCount(0);
  await decision.getByRole('button', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Show raw event' }).click();
  const raw = page.getByLabel('Raw event');
  await expect(raw).toContainText('"type": "application.status_changed"');
  await expect(raw).toContainText('"to": "approved"');

  // The date range is in whole UTC days: today keeps the decision; a range from tomorrow leaves none.
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('from') === today &&
      url.searchParams.get('to') === today &&
      url.searchParams.get('q') === title,
  );
  await expect(decision).toHaveCount(1);
  await page.getByLabel('To', { exact: true }).fill('');
  await page.getByLabel('From', { exact: true }).fill(tomorrow);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('from') === tomorrow && !url.searchParams.has('to'));
  await expect(page.getByText('No audit entries match these filters.')).toBeVisible();

  consoleGuard.expectClean();
});
