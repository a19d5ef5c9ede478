import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { watchConsole } from './console-guard';
import { submitProject } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, type StoredSession, type VerifiedUser } from './verified-user';

// Dense staff tables keep their search, filters, sort and page in the URL: a link opened fresh
// shows the same rows and the same controls, and changing a control changes the link.

/** Unique to this run: the search narrows each table to what this spec made. */
const TAG = `tbl${Date.now().toString(36)}`;

async function applyAs(request: APIRequestContext, user: VerifiedUser, eventId: string, role: string) {
  const response = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${user.session.accessToken}` },
    data: { role, shortAnswer: 'I ship prototypes in a weekend.' },
  });
  expect(response.ok(), `apply answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

async function approve(request: APIRequestContext, admin: StoredSession, applicationId: string) {
  const response = await request.put(`/api/admin/applications/${applicationId}/status`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { status: 'approved', version: 1 },
  });
  expect(response.ok(), `approve answered ${response.status()}`).toBe(true);
}

/** The table's rows, top to bottom, each by the name it shows. */
async function expectRows(page: Page, names: string[]) {
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(names.length, { timeout: 15_000 });
  for (const [index, name] of names.entries()) await expect(rows.nth(index)).toContainText(name);
}

function combobox(page: Page, label: string) {
  return page.getByRole('combobox', { name: label });
}

/** What an antd Select shows as picked. */
function picked(page: Page, label: string) {
  return page.locator('.ant-select').filter({ has: combobox(page, label) });
}

test('staff table links reproduce the view, and changing a control changes the link', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const eventTitle = `Table Sprint ${TAG}`;
  const eventId = await createEvent(request, admin, { title: eventTitle });
  // Labels start the emails: the names and the emails sort alike.
  const person = (first: string) =>
    createVerifiedUser(request, `${first.toLowerCase()}-${TAG}`, { firstName: first, lastName: TAG });
  const [zara, abel, mona] = [await person('Zara'), await person('Abel'), await person('Mona')];
  const name = (user: VerifiedUser) => `${user.firstName} ${TAG}`;
  await applyAs(request, zara, eventId, 'PM');
  await applyAs(request, abel, eventId, 'Dev');
  await approve(request, admin, await applyAs(request, mona, eventId, 'Dev'));

  await test.step('Applications: a searched, filtered and sorted link shows those rows and controls', async () => {
    await page.goto(`/admin?eventId=${eventId}&appSearch=${TAG}&appRole=Dev&appSort=applicant_desc`);
    await expectRows(page, [name(mona), name(abel)]);
    await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveValue(TAG);
    await expect(picked(page, 'Filter by event')).toContainText(eventTitle);
    await expect(picked(page, 'Filter by role')).toContainText('Developer');
    await expect(picked(page, 'Filter by status')).toContainText('All Statuses');
    await expect(page.getByRole('columnheader', { name: /Applicant/ })).toHaveAttribute('aria-sort', 'descending');
  });

  await test.step('Applications: a filter, a sort and a search change the link', async () => {
    await pickOption(combobox(page, 'Filter by status'), 'Approved');
    await expect(page).toHaveURL(/[?&]appStatus=approved(&|$)/);
    await expectRows(page, [name(mona)]);
    await pickOption(combobox(page, 'Filter by status'), 'All Statuses');
    await expect(page).not.toHaveURL(/appStatus=/);
    await page.getByRole('columnheader', { name: /Applicant/ }).click();
    await expect(page).toHaveURL(/[?&]appSort=applicant_asc(&|$)/);
    await expectRows(page, [name(abel), name(mona)]);
    const search = page.getByRole('searchbox', { name: 'Search applications' });
    await search.fill(`abel-${TAG}`);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]appSearch=abel-${TAG}(&|$)`));
    await expectRows(page, [name(abel)]);
  });

  await test.step('Users: a link with a search, a role and a sort shows those users; a new role changes it', async () => {
    await page.goto(`/admin?tab=users&search=${TAG}&userRole=participant&userSort=user_desc`);
    await expectRows(page, [name(zara), name(mona), name(abel)]);
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(TAG);
    await expect(picked(page, 'Filter by role')).toContainText('Participant');
    await expect(page.getByRole('columnheader', { name: /User/ })).toHaveAttribute('aria-sort', 'descending');
    await pickOption(combobox(page, 'Filter by role'), 'Judge');
    await expect(page).toHaveURL(/[?&]userRole=judge(&|$)/);
    await expect(page.getByText('No users match this search.')).toBeVisible();
  });

  await test.step('Submissions: a link with a search and a sort shows those submissions; a filter changes it', async () => {
    const project = (title: string, track: string) => ({
      title: `${TAG} ${title}`,
      tagline: 'Made by the table spec',
      descriptionMd: 'A submission to sort.',
      track,
    });
    // Builders of their own: submitting applies to the event, which the people above did already.
    for (const [title, track] of [
      ['Atlas', 'discovery'],
      ['Beacon', 'startup'],
    ]) {
      const builder = await createVerifiedUser(request, `builder-${TAG}`);
      await submitProject(request, builder, admin, eventId, project(title, track));
    }
    await page.goto(`/admin/bootstrap?tab=submissions&subSearch=${TAG}&subSort=project_desc`);
    await expectRows(page, [`${TAG} Beacon`, `${TAG} Atlas`]);
    await expect(page.getByRole('searchbox', { name: 'Search submissions' })).toHaveValue(TAG);
    await expect(page.getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'descending');
    await pickOption(combobox(page, 'Filter by status'), 'Winner');
    await expect(page).toHaveURL(/[?&]subStatus=winner(&|$)/);
    await expect(page.getByText('No submissions found')).toBeVisible();
    await page.goBack();
    await expectRows(page, [`${TAG} Beacon`, `${TAG} Atlas`]);
    await expect(picked(page, 'Filter by status')).toContainText('All Statuses');
  });

  consoleGuard.expectClean();
});
