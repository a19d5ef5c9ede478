import { expect, test, type APIRequestContext } from '@playwright/test';
import { pickDate } from './antd-inputs';
import { adminSession as signInAdmin } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession } from './verified-user';

const MISSING_EVENT = '00000000-0000-4000-8000-000000000000';

/** An upcoming New York event with fixed dates, so the prefilled pickers are known. */
async function createNewYorkEvent(request: APIRequestContext, admin: StoredSession, title: string): Promise<string> {
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const created = await request.post('/api/admin/events', {
    headers,
    data: {
      title,
      location: 'Palo Alto, CA',
      timezone: 'America/New_York',
      startDate: '2031-03-10T13:00:00.000Z', // 09:00 EDT
      endDate: '2031-03-13T21:00:00.000Z', // 17:00 EDT
      submissionDeadline: '2031-03-13T20:00:00.000Z', // 16:00 EDT
      graceMinutes: 10,
      tracks: ['startup'],
      teamSizeMax: 4,
      criteria: [{ label: 'Traction', weight: 50 }],
      judges: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const upcoming = await request.put(`/api/admin/events/${id}/status`, { headers, data: { status: 'upcoming' } });
  expect(upcoming.ok()).toBe(true);
  return id;
}

/** Someone else saves the event meanwhile, through the API. */
async function editElsewhere(request: APIRequestContext, admin: StoredSession, eventId: string, title: string) {
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const current = (await (await request.get(`/api/admin/events/${eventId}`, { headers })).json()) as Record<
    string,
    unknown
  >;
  const { id: _id, status: _status, createdAt: _createdAt, version, ...fields } = current;
  const saved = await request.put(`/api/admin/events/${eventId}`, {
    headers,
    data: { ...fields, title, expectedVersion: version },
  });
  expect(saved.ok(), `PUT event answered ${saved.status()}: ${await saved.text()}`).toBe(true);
}

test('an organizer edits an event from the Events tab and the event view', async ({ browser, page, context }) => {
  test.setTimeout(120_000);
  const organizer = await createVerifiedUser(context.request, 'edit-organizer');
  const adminContext = await browser.newContext();
  const admin = await signInAdmin(adminContext.request);
  const granted = await adminContext.request.post('/api/admin/roles/grant', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { email: organizer.email, role: 'organizer' },
  });
  expect(granted.ok()).toBe(true);
  const suffix = Date.now().toString(36);
  const title = `Spring Sprint ${suffix}`;
  const renamed = `Spring Sprint Renamed ${suffix}`;
  const eventId = await createNewYorkEvent(adminContext.request, admin, title);
  await signInBrowser(context, organizer.session);

  await test.step('Edit on the Events tab opens the edit page with the wizard fields prefilled', async () => {
    await page.goto('/admin/bootstrap');
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/events/manage/${eventId}$`));
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    await expect(page.getByLabel('Event Title')).toHaveValue(title);
    await expect(page.getByLabel('Location')).toHaveValue('Palo Alto, CA');
    await expect(page.getByText('Eastern (America/New_York)')).toBeVisible();
    await expect(page.getByLabel('Start Date', { exact: true })).toHaveValue('2031-03-10 09:00');
    await expect(page.getByLabel('End Date', { exact: true })).toHaveValue('2031-03-13 17:00');
    await expect(page.getByLabel('Submission Deadline', { exact: true })).toHaveValue('2031-03-13 16:00');
    await expect(page.getByLabel('Grace Period (minutes)')).toHaveValue('10');
    await expect(page.getByRole('checkbox', { name: /Startup/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Discovery/ })).not.toBeChecked();
  });

  await test.step('the wizard checks, with its texts, before anything is sent', async () => {
    await page.getByLabel('Event Title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Event title is required')).toBeVisible();
    await page.getByLabel('Event Title').fill(renamed);
    await pickDate(page, 'End Date', '2031-03-13 12:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Submission deadline must be within event dates')).toBeVisible();
    await pickDate(page, 'End Date', '2031-03-14 18:00');
    await page.getByRole('checkbox', { name: /Discovery/ }).check();
  });

  await test.step('Save Changes saves, says so and shows the event', async () => {
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Event updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}$`));
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByText('Mar 14, 2031, 6:00 PM EDT')).toBeVisible();
  });

  await test.step('a save over someone else’s meanwhile is refused with a message to reload', async () => {
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/manage/${eventId}$`));
    await expect(page.getByLabel('Event Title')).toHaveValue(renamed);
    await editElsewhere(adminContext.request, admin, eventId, `Changed elsewhere ${suffix}`);
    await page.getByLabel('Event Title').fill(`Lost edit ${suffix}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('This record was changed by someone else. Reload it and try again.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/manage/${eventId}$`));
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('Event Title')).toHaveValue(`Changed elsewhere ${suffix}`);
  });

  await adminContext.close();
});

test('a participant is shown the Not an Organizer card on the edit page', async ({ page, context }) => {
  const participant = await createVerifiedUser(context.request, 'edit-participant');
  await signInBrowser(context, participant.session);
  await page.goto(`/events/manage/${MISSING_EVENT}`);
  await expect(page.getByText('Not an Organizer', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
});

test('a signed-out visitor is sent to sign in first', async ({ page }) => {
  await page.goto(`/events/manage/${MISSING_EVENT}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fevents%2Fmanage%2F${MISSING_EVENT}$`));
});
