import { expect, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';

// The staff half of the submissions journey on /admin/bootstrap, written as steps another spec can
// chain after a participant has submitted a project.

export type PlaceLabel = '1st' | '2nd' | '3rd' | 'Honorable Mention';

/** How the app shows a track: 'startup' -> 'Startup'. */
function trackLabel(track: string): string {
  return track.charAt(0).toUpperCase() + track.slice(1);
}

/** Waits for the toast titled `title`, then closes every toast so the next check starts clean. */
export async function expectToast(page: Page, title: string): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  await expect(notice.first()).toBeVisible();
  for (const close of await page.locator('.ant-notification-notice-close').all()) {
    // A toast may go by itself meanwhile (a page that moves on after a save): then there is nothing to
    // click, and a click left waiting for it would wait for the test's whole timeout.
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}

/** Picks `option` in the antd Select named `label`; `search` types it first (long lists are virtual). */
async function choose(page: Page, label: string, option: string, search = false): Promise<void> {
  await pickOption(page.getByRole('combobox', { name: label }), option, search ? option : undefined);
}

/** Opens a tab of the hackathon admin dashboard, going there first when elsewhere. */
export async function openBootstrapTab(page: Page, tab: 'Submissions' | 'Winners'): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/admin/bootstrap')) await page.goto('/admin/bootstrap');
  await expect(page.getByRole('heading', { name: 'Hackathon Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** The Submissions table's row of a project. */
export function submissionRow(page: Page, projectTitle: string) {
  return page.getByRole('row').filter({ hasText: projectTitle });
}

/** Submissions tab: filters by the event and (optionally) the track; both land in the URL. */
export async function filterSubmissionsInUi(
  page: Page,
  filter: { eventTitle: string; eventId: string; track?: string },
): Promise<void> {
  await openBootstrapTab(page, 'Submissions');
  await choose(page, 'Filter by event', filter.eventTitle, true);
  await expect(page).toHaveURL(new RegExp(`subEvent=${filter.eventId}`));
  if (filter.track) {
    await choose(page, 'Filter by track', trackLabel(filter.track));
    await expect(page).toHaveURL(new RegExp(`track=${filter.track}`));
  }
}

/** Submissions tab: the row's status badge reads `status` (Submitted, Judged, Winner). */
export async function expectSubmissionStatus(page: Page, projectTitle: string, status: string): Promise<void> {
  await expect(submissionRow(page, projectTitle).getByTestId('submission-status')).toContainText(status);
}

/** Submissions tab: opens the detail drawer of a project's submission and returns it. */
export async function openSubmissionDetailInUi(page: Page, projectTitle: string) {
  await submissionRow(page, projectTitle)
    .getByRole('button', { name: `View ${projectTitle}` })
    .click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'Submission details' });
  await expect(drawer.getByRole('heading', { name: projectTitle })).toBeVisible();
  return drawer;
}

export interface WinnerAward {
  eventTitle: string;
  projectTitle: string;
  place: PlaceLabel;
  note?: string;
  /** Another track than the one the project was submitted to (preselected). */
  track?: string;
}

/** Winners tab: picks the event, opens Add Winner and fills the dialog; returns the dialog. */
export async function fillWinnerDialogInUi(page: Page, award: WinnerAward) {
  await openBootstrapTab(page, 'Winners');
  await choose(page, 'Event', award.eventTitle, true);
  const open = page.getByRole('button', { name: 'Add Winner', exact: true });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Project Submission' });
  await expect(dialog).toBeVisible();
  // The select searches the event's unawarded submissions on the server, not only a first page.
  await pickOption(
    dialog.getByRole('combobox', { name: 'Project Submission' }),
    new RegExp(`^${award.projectTitle} \\(`),
    award.projectTitle,
  );
  if (award.track) await choose(page, 'Track', trackLabel(award.track));
  if (award.place !== '1st') await choose(page, 'Place', award.place);
  if (award.note) await dialog.getByLabel('Note (optional)').fill(award.note);
  return dialog;
}

/** Winners tab: picks the event, adds the project as a winner and waits for the success toast. */
export async function awardWinnerInUi(page: Page, award: WinnerAward): Promise<void> {
  const dialog = await fillWinnerDialogInUi(page, award);
  await dialog.getByRole('button', { name: 'Add Winner', exact: true }).click();
  await expectToast(page, 'Winner added successfully');
  await expect(dialog).toBeHidden();
}

/** Winners tab: the Event Winners row of a project. */
export function winnerRow(page: Page, projectTitle: string) {
  return page.getByRole('row').filter({ hasText: projectTitle });
}

/** Winners tab: removes the project's winner entry after confirming, and waits for the toast. */
export async function removeWinnerInUi(page: Page, projectTitle: string): Promise<void> {
  await winnerRow(page, projectTitle)
    .getByRole('button', { name: `Remove ${projectTitle}` })
    .click();
  await page.locator('.ant-popconfirm-buttons').getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Winner removed successfully');
}
