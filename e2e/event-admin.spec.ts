import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pickDate, pickOption } from './antd-inputs';
import { adminInBrowser, adminSession as signInAdmin } from './staff-session';
import { createVerifiedUser, signInBrowser, type VerifiedUser } from './verified-user';

// Staff users: the run's admin comes from the shared staff-session helper; the organizer is a
// fresh user that admin grants Organizer to.

async function grantOrganizer(request: APIRequestContext, adminToken: string, user: VerifiedUser) {
  const granted = await request.post('/api/admin/roles/grant', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email: user.email, role: 'organizer' },
  });
  expect(granted.ok(), `grant answered ${granted.status()}`).toBe(true);
}

/** Sets the signed-in user's last name through the profile API (the display name follows it). */
async function renameProfile(request: APIRequestContext, accessToken: string, lastName: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const current = await request.get('/api/me/profile', { headers });
  expect(current.ok(), `GET profile answered ${current.status()}`).toBe(true);
  const profile = (await current.json()) as { firstName: string | null; skills: string[]; version: number };
  const saved = await request.put('/api/me/profile', {
    headers,
    data: { firstName: profile.firstName ?? 'Ada', lastName, skills: profile.skills, version: profile.version },
  });
  expect(saved.ok(), `PUT profile answered ${saved.status()}: ${await saved.text()}`).toBe(true);
}

/** Picks an option of the antd Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await pickOption(page.getByRole('combobox', { name: label }), option);
}

test('an organizer creates an event with the wizard and runs it from the hackathon dashboard', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const organizer = await createVerifiedUser(context.request, 'event-organizer');
  const adminContext = await browser.newContext();
  const adminSession = await signInAdmin(adminContext.request);
  await signInBrowser(context, organizer.session);

  await test.step('a participant is shown the Not an Organizer card and kept out of /admin/bootstrap', async () => {
    await page.goto('/events/wizard');
    await expect(page.getByText('Not an Organizer', { exact: true })).toBeVisible();
    await expect(
      page.getByText("You're not an organizer. You can still browse events and submit projects from your dashboard."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    await page.goto('/admin/bootstrap');
    await expect(page.getByText('You need admin or organizer privileges')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await grantOrganizer(context.request, adminSession.accessToken, organizer);
  const title = `Fall Sprint ${Date.now().toString(36)}`;

  await test.step('step 1: Event Basics', async () => {
    await page.goto('/admin/events/create');
    await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Event title is required')).toBeVisible();
    await page.getByLabel('Event Title').fill(title);
    await page.getByLabel('Description').fill('Build **something** in 72 hours.');
    await page.getByLabel('Location').fill('Palo Alto, CA');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  await test.step('step 2: Dates & Deadlines', async () => {
    await expect(page.getByText('Most sprints close at 4:00 PM')).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('All dates are required')).toBeVisible();
    await pickDate(page, 'Start Date', '2030-09-01 09:00');
    await pickDate(page, 'End Date', '2030-08-30 09:00');
    await pickDate(page, 'Submission Deadline', '2030-09-05 16:00');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('End date must be after start date')).toBeVisible();
    await pickDate(page, 'End Date', '2030-09-04 18:00');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Submission deadline must be within event dates')).toBeVisible();
    await pickDate(page, 'Submission Deadline', '2030-09-04 16:00');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  await test.step('step 3: Tracks & Teams', async () => {
    const discovery = page.getByRole('checkbox', { name: /Discovery/ });
    const startup = page.getByRole('checkbox', { name: /Startup/ });
    await expect(discovery).toBeChecked();
    await expect(startup).toBeChecked();
    await discovery.uncheck();
    await startup.uncheck();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('At least one track is required')).toBeVisible();
    await discovery.check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  await test.step('step 4: Judges & Criteria, then Create', async () => {
    await expect(page.getByLabel('Criterion 1 label')).toHaveValue('Innovation');
    await page.getByLabel('Criterion 1 label').fill('');
    await page.getByRole('button', { name: 'Add Judge' }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Criterion label is required')).toBeVisible();
    await expect(page.getByText('Judge name is required')).toBeVisible();
    await page.getByLabel('Criterion 1 label').fill('Innovation');
    await page.getByLabel('Judge 1 name').fill('Grace Hopper');
    await page.getByLabel('Judge 1 email').fill(`grace-${Date.now()}@example.com`);
    await expect(page.getByText('Sep 4, 2030, 4:00 PM PDT')).toBeVisible(); // the review summary
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Sep 1, 2030, 9:00 AM PDT')).toBeVisible();
    await expect(page.getByText('5 minutes')).toBeVisible();
    await expect(page.getByText('America/Los_Angeles')).toBeVisible();
    await expect(page.getByText('Draft')).toBeVisible();
  });

  await test.step('the organizer sets the event Active on /admin/bootstrap', async () => {
    await page.goto('/admin/bootstrap');
    await expect(page.getByRole('heading', { name: 'Hackathon Admin Dashboard' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0); // admins only
    await choose(page, `Status of ${title}`, 'Active');
    await expect(page.getByText('Event active')).toBeVisible();
  });

  await test.step('the organizer adds a criterion and a judge on the Judging tab', async () => {
    await page.getByRole('tab', { name: 'Judging' }).click();
    await expect(page).toHaveURL(/tab=judging/);
    // Searched: the run has made many events by now, and the list is virtual.
    await pickOption(page.getByRole('combobox', { name: 'Event' }), title, title);
    const criteria = page.locator('.ant-card').filter({ hasText: 'Judging Criteria' });
    await expect(criteria.getByRole('row', { name: /Innovation/ })).toBeVisible();
    await criteria.getByRole('button', { name: 'Add Criterion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Criterion' });
    await dialog.getByLabel('Criterion').fill('Customer evidence');
    // The dropdown closes before Save is clickable (under load it can still cover the dialog).
    await pickOption(dialog.getByRole('combobox', { name: 'Weight' }), '3 - Average');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Judging criterion added')).toBeVisible();
    await expect(criteria.getByRole('row', { name: /Customer evidence/ })).toContainText('3 - Average');

    const judges = page.locator('.ant-card').filter({ hasText: 'Event Judges' });
    await expect(judges.getByRole('row', { name: /Grace Hopper/ })).toContainText('Invited');
    await page.getByLabel('Judge email or name').fill('nobody-judges-here@example.com');
    await page.getByRole('button', { name: 'Add Judge' }).click();
    await expect(page.getByText('Failed to add judge')).toBeVisible();
    await expect(page.getByText('User not found with that email')).toBeVisible();
    await page.getByLabel('Judge email or name').fill(adminSession.user.email);
    await page.getByRole('button', { name: 'Add Judge' }).click();
    await expect(page.getByText('Judge added successfully')).toBeVisible();
    await expect(judges.getByRole('row', { name: new RegExp(adminSession.user.email) })).toContainText('Active');
  });

  await test.step('a judge found by part of a name is added only when picked from the candidates', async () => {
    // A name no one else in the run has: the organizer's own, made unique through the profile API.
    const lastName = `Pickable${Date.now().toString(36)}`;
    await renameProfile(context.request, organizer.session.accessToken, lastName);
    const judges = page.locator('.ant-card').filter({ hasText: 'Event Judges' });
    // The previous step's toast goes first, so the one below is this step's.
    await expect(page.getByText('Judge added successfully')).toHaveCount(0, { timeout: 10_000 });
    const input = page.getByLabel('Judge email or name');
    await input.fill(lastName.slice(0, -2).toLowerCase());
    // A name alone is never added: Add Judge waits for an email, and the candidates are offered.
    await expect(page.getByRole('button', { name: 'Add Judge' })).toBeDisabled();
    const candidate = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: `Ada ${lastName}` });
    await expect(candidate).toContainText(/e\*\*\*@e\*\*\*\.com/);
    await expect(candidate).not.toContainText(organizer.email);
    await expect(page.getByText('Pick the judge from the list, or enter their email.')).toBeVisible();
    await expect(judges.getByRole('row', { name: new RegExp(organizer.email) })).toHaveCount(0);
    await candidate.click();
    await expect(page.getByText('Judge added successfully')).toBeVisible();
    await expect(judges.getByRole('row', { name: new RegExp(organizer.email) })).toContainText('Active');
    await expect(input).toHaveValue('');
  });

  await test.step('an unknown event id shows Event Not Found', async () => {
    await page.goto('/admin/events/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Event Not Found')).toBeVisible();
  });

  await adminContext.close();
});

test('a signed-out visitor is told to log in to create events', async ({ page }) => {
  await page.goto('/create-event');
  await expect(page.getByText('Access Denied: You need to be logged in to create events.')).toBeVisible();
});

test('an admin deletes an event through the confirmation dialog', async ({ page, context }) => {
  const adminSession = await adminInBrowser(context);
  const title = `Doomed Sprint ${Date.now().toString(36)}`;
  const created = await context.request.post('/api/admin/events', {
    headers: { Authorization: `Bearer ${adminSession.accessToken}` },
    data: {
      title,
      timezone: 'America/New_York',
      startDate: '2031-01-10T14:00:00.000Z',
      endDate: '2031-01-13T22:00:00.000Z',
      submissionDeadline: '2031-01-13T21:00:00.000Z',
      tracks: ['startup'],
      teamSizeMax: 4,
      criteria: [{ label: 'Traction', weight: 50 }],
      judges: [],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/bootstrap');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete Event');
  await expect(
    dialog.getByText(
      `Are you sure you want to delete "${title}"? This action cannot be undone and will remove all associated submissions and data.`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event successfully deleted')).toBeVisible();
  await expect(page.getByText('Event and all related data have been permanently removed')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});
