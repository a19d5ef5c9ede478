import { expect, test, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { createVerifiedUser, signInBrowser } from './verified-user';

// The whole run shares one database, and only the first admin can be made through First Time
// Setup: this spec must run before any other spec makes someone admin.

const STAFF_TABLE = 'Current Administrators & Organizers';

/** The role badge of the shared header (the header also has an 'Admin' link for staff). */
function headerBadge(page: Page, role: string) {
  return page
    .getByRole('banner')
    .locator('[data-role-badge]')
    .filter({ hasText: new RegExp(`^${role}$`) });
}

/** Picks an option of the antd Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await pickOption(page.getByRole('combobox', { name: label }), option);
}

test('the first user becomes admin, grants Organizer by email, and the organizer is kept out of /admin', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const admin = await createVerifiedUser(context.request, 'first-admin');

  const status = await context.request.get('/api/access/status', {
    headers: { Authorization: `Bearer ${admin.session.accessToken}` },
  });
  const { adminExists } = (await status.json()) as { adminExists: boolean };
  expect(
    adminExists,
    'An admin already exists, so First Time Setup cannot be tested: an earlier spec of this run made someone admin. ' +
      'Keep admin-access.spec.ts the first spec that creates an admin.',
  ).toBe(false);

  await test.step('the first user claims admin on First Time Setup', async () => {
    await signInBrowser(context, admin.session);
    await page.goto('/admin/settings/access');
    await expect(page.getByRole('heading', { name: 'Access Management' })).toBeVisible();
    await expect(page.getByText('First Time Setup')).toBeVisible();
    await expect(page.getByText('Grant Role', { exact: true })).toHaveCount(0);
    await expect(headerBadge(page, 'Participant')).toBeVisible();

    await page.getByRole('button', { name: 'Make me Admin (first-time only)' }).click();
    await expect(page.getByText('You are now Admin')).toBeVisible();
    await expect(page.getByText('You are now the first admin of this platform!')).toBeVisible();
    await expect(headerBadge(page, 'Admin')).toBeVisible();
    await expect(page.getByText('First Time Setup')).toHaveCount(0);
    const staff = page.getByRole('table');
    await expect(staff.getByRole('row', { name: new RegExp(admin.email) })).toContainText('Admin');
  });

  // In its own browser, so its refresh cookie does not replace the admin's.
  const organizerContext = await browser.newContext();
  const organizer = await createVerifiedUser(organizerContext.request, 'organizer');

  await test.step('the admin grants Organizer by email', async () => {
    await page.reload();
    await expect(page.getByText('First Time Setup')).toHaveCount(0);
    const grant = page.getByRole('form', { name: 'Grant role' });

    await grant.getByRole('button', { name: 'Grant Role' }).click();
    await expect(grant.getByText('Please enter an email address')).toBeVisible();

    await grant.getByLabel('Email').fill('nobody-here@example.com');
    await grant.getByRole('button', { name: 'Grant Role' }).click();
    await expect(page.getByText('Failed to grant role')).toBeVisible();
    await expect(page.getByText('User not found with that email')).toBeVisible();

    await grant.getByLabel('Email').fill(organizer.email);
    await expect(grant.getByRole('combobox', { name: 'Role' })).toBeVisible();
    await expect(grant.getByTitle('Organizer')).toBeVisible(); // the default role
    await grant.getByRole('button', { name: 'Grant Role' }).click();
    await expect(page.getByText('Role updated successfully')).toBeVisible();
    await expect(page.getByText(STAFF_TABLE)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(organizer.email) })).toContainText('Organizer');
  });

  await test.step('the admin dashboard counts users and manages roles', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/events/wizard');
    await expect(page.getByText('Total Users')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Events', exact: true })).toHaveText(
      /^Total Events\s*\d+\s*\d+ active$/,
    );
    await expect(page.getByRole('columnheader', { name: 'Applicant' })).toBeVisible();

    await page.getByRole('tab', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/tab=users/);
    await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search=/);
    const adminRow = page.getByRole('row', { name: new RegExp(admin.email) });
    await expect(page.getByRole('row')).toHaveCount(2); // header and the one match

    // The platform keeps at least one admin: the server refuses, and says why.
    await choose(page, `Role of ${admin.email}`, 'Participant');
    await expect(page.getByText('Failed to update user role')).toBeVisible();
    await expect(page.getByText('The platform needs at least one admin')).toBeVisible();
    await expect(adminRow.getByTitle('Admin')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search users' }).fill(organizer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await choose(page, `Role of ${organizer.email}`, 'Judge');
    await expect(page.getByText('User role updated successfully')).toBeVisible();
    const organizerRow = page.getByRole('row', { name: new RegExp(organizer.email) });
    await expect(organizerRow.getByText('Judge', { exact: true }).first()).toBeVisible();
    await choose(page, `Role of ${organizer.email}`, 'Organizer');
    await expect(organizerRow.getByText('Organizer', { exact: true }).first()).toBeVisible();

    // The URL holds the tab and the search: a reload shows the same table.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'User Management', selected: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(organizer.email);
  });

  await test.step('the organizer sees the Organizer badge and the staff list, but not /admin', async () => {
    // The session was stored before the grant, as a participant; the app reads the new role.
    await signInBrowser(organizerContext, organizer.session);
    const organizerPage = await organizerContext.newPage();
    await organizerPage.goto('/admin/settings/access');
    await expect(headerBadge(organizerPage, 'Organizer')).toBeVisible();
    await expect(organizerPage.getByText(STAFF_TABLE)).toBeVisible();
    await expect(organizerPage.getByText('First Time Setup')).toHaveCount(0);
    await expect(organizerPage.getByRole('form', { name: 'Grant role' })).toHaveCount(0);

    await organizerPage.goto('/admin');
    await expect(organizerPage.getByText('Access Denied')).toBeVisible();
    await expect(organizerPage.getByText("You don't have admin privileges")).toBeVisible();
    await expect(organizerPage).toHaveURL(/\/dashboard$/);
    await expect(organizerPage.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  await organizerContext.close();
});
