import { expect, test } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { watchConsole } from './console-guard';
import { submitProject } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';
import {
  awardWinnerInUi,
  fillWinnerDialogInUi,
  expectSubmissionStatus,
  filterSubmissionsInUi,
  openBootstrapTab,
  openSubmissionDetailInUi,
  removeWinnerInUi,
  submissionRow,
  winnerRow,
} from './winner-steps';

test('staff browse submissions, open one, award a winner and remove it', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const consoleGuard = watchConsole(page);
  const stamp = Date.now().toString(36);
  const admin = await adminInBrowser(context);
  const eventTitle = `Winners Sprint ${stamp}`;
  const eventId = await createEvent(request, admin, { title: eventTitle, tracks: ['discovery', 'startup'] });
  const participant = await createVerifiedUser(request, 'winner-maker');
  const projectTitle = `Ledger Lens ${stamp}`;
  await submitProject(request, participant, admin, eventId, {
    title: projectTitle,
    tagline: 'Receipts, reconciled',
    descriptionMd: 'Built **fast** for finance teams.',
    track: 'startup',
  });

  await test.step('the Submissions tab filters by event and track, counts and shows the row', async () => {
    await page.goto('/admin/bootstrap');
    await filterSubmissionsInUi(page, { eventTitle, eventId, track: 'startup' });
    await expect(page.getByTestId('submissions-count')).toContainText('1');
    const row = submissionRow(page, projectTitle);
    await expect(row).toContainText('Receipts, reconciled');
    await expect(row).toContainText('Team: 1');
    await expect(row).toContainText(eventTitle);
    await expect(row).toContainText('Startup');
    await expectSubmissionStatus(page, projectTitle, 'Submitted');
    const demo = row.getByRole('link', { name: `Open demo of ${projectTitle}` });
    await expect(demo).toHaveAttribute('href', 'https://demo.example.com/sprint');
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', /noopener/);
    await expect(row.getByRole('link', { name: `Open code of ${projectTitle}` })).toHaveAttribute(
      'href',
      'https://github.com/example/sprint',
    );
  });

  await test.step('the filters survive a reload, and another track finds nothing', async () => {
    await page.reload();
    await expect(submissionRow(page, projectTitle)).toBeVisible();
    await pickOption(page.getByRole('combobox', { name: 'Filter by track' }), 'All Tracks');
    await expect(page).not.toHaveURL(/track=/);
    await expect(submissionRow(page, projectTitle)).toBeVisible();
    await page.goto(`/admin/bootstrap?tab=submissions&subEvent=${eventId}&track=discovery`);
    await expect(page.getByText('No submissions found')).toBeVisible();
    await filterSubmissionsInUi(page, { eventTitle, eventId, track: 'startup' });
  });

  await test.step('the detail drawer shows the snapshot, the rendered description and the team', async () => {
    const drawer = await openSubmissionDetailInUi(page, projectTitle);
    await expect(drawer.locator('strong', { hasText: 'fast' })).toBeVisible();
    await expect(drawer).toContainText('Receipts, reconciled');
    await expect(drawer).toContainText('Ada Tester');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer.getByRole('heading', { name: projectTitle })).toBeHidden();
  });

  await test.step('the Winners tab awards 1st place with a note', async () => {
    await awardWinnerInUi(page, { eventTitle, projectTitle, place: '1st', note: 'Clear customer evidence' });
    const row = winnerRow(page, projectTitle);
    await expect(row).toContainText('1st');
    await expect(row).toContainText('Receipts, reconciled');
    await expect(row).toContainText('Clear customer evidence');
    await expect(page.getByRole('button', { name: 'Add Winner', exact: true })).toBeDisabled();
  });

  await test.step('the submission is now a winner', async () => {
    await openBootstrapTab(page, 'Submissions');
    await expectSubmissionStatus(page, projectTitle, 'Winner');
  });

  await test.step('removing the winner empties the table and restores the status', async () => {
    await openBootstrapTab(page, 'Winners');
    await removeWinnerInUi(page, projectTitle);
    await expect(page.getByText('No winners selected yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Winner', exact: true })).toBeEnabled();
    await openBootstrapTab(page, 'Submissions');
    await expectSubmissionStatus(page, projectTitle, 'Submitted');
  });

  await test.step('a submission awarded meanwhile is refused with the server message', async () => {
    const dialog = await fillWinnerDialogInUi(page, { eventTitle, projectTitle, place: 'Honorable Mention' });
    // The track starts as the one the project was submitted to.
    await expect(dialog.getByTitle('Startup', { exact: true })).toBeVisible();
    const headers = { Authorization: `Bearer ${admin.accessToken}` };
    const list = await request.get(`/api/admin/submissions?eventId=${eventId}`, { headers });
    const [submission] = ((await list.json()) as { items: { id: string }[] }).items;
    const awarded = await request.post(`/api/admin/events/${eventId}/winners`, {
      headers,
      data: { submissionId: submission?.id, track: 'startup', place: 2 },
    });
    expect(awarded.status()).toBe(201);
    await dialog.getByRole('button', { name: 'Add Winner', exact: true }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Failed to add winner' })).toContainText(
      'This submission already has a winner entry.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The lists were refreshed: the entry made meanwhile shows, as 2nd with no note.
    const row = winnerRow(page, projectTitle);
    await expect(row).toContainText('2nd');
    await expect(row).toContainText('—');
    await expect(page.getByRole('button', { name: 'Add Winner', exact: true })).toBeDisabled();
  });

  await test.step('an event without judging is not on the leaderboards', async () => {
    await page.goto('/judging/leaderboard');
    await expect(page.getByRole('heading', { name: 'Leaderboards', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: eventTitle })).toHaveCount(0);
  });

  // The one refused request (409) is logged by the browser; nothing else may be.
  expect(consoleGuard.errors.filter((error) => !error.includes('409'))).toEqual([]);
});
