import { expect, test, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { applyThroughApi, assignApplicationsInUi, personInBrowser } from './review-steps';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, type StoredSession, type VerifiedUser } from './verified-user';
import { expectToast } from './winner-steps';

/** The review setup through its API (its own screens have their journey in review-setup.spec.ts). */
async function setUpReview(
  request: Parameters<typeof createEvent>[0],
  admin: StoredSession,
  eventId: string,
  reviewers: VerifiedUser[],
) {
  const headers = bearer(admin);
  const base = `/api/admin/events/${eventId}/review`;
  for (const [label, weight] of [
    ['Motivation', 3],
    ['Skills', 1],
  ] as const) {
    await ok(await request.post(`${base}/criteria`, { headers, data: { label, weight } }), `add ${label}`);
  }
  for (const reviewer of reviewers) {
    await ok(await request.post(`${base}/reviewers`, { headers, data: { email: reviewer.email } }), 'seat reviewer');
  }
}

/** The weighted total the rubric shows live. */
const total = (page: Page) => page.getByTestId('weighted-total');

test('two reviewers score their applications by keyboard: blind, J/K between applications, Save Review moves on, a stale save is a 409', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const consoleGuard = watchConsole(page);
  const stamp = Date.now().toString(36);
  const admin = await adminInBrowser(context);
  const eventTitle = `Review Keys ${stamp}`;
  const eventId = await createEvent(request, admin, { title: eventTitle });

  const first = await personInBrowser(browser, 'reviewer-first', { firstName: 'Farah', lastName: 'First' });
  const second = await personInBrowser(browser, 'reviewer-second', { firstName: 'Soren', lastName: 'Second' });
  await setUpReview(request, admin, eventId, [first.user, second.user]);
  const applicants = [
    await createVerifiedUser(request, 'applicant-one', { firstName: 'Octavia', lastName: 'Applicantone' }),
    await createVerifiedUser(request, 'applicant-two', { firstName: 'Tobias', lastName: 'Applicanttwo' }),
  ];
  for (const applicant of applicants) {
    await applyThroughApi(request, applicant, eventId, {
      role: 'Designer',
      shortAnswer: 'I run usability tests every week.',
      linkedinUrl: `https://www.linkedin.com/in/${applicant.lastName.toLowerCase()}`,
    });
  }

  await test.step("staff press 'Assign Applications' on the Review tab: each application gets both reviewers", async () => {
    await page.goto(`/admin/bootstrap?tab=review&event=${eventId}`);
    await expect(await assignApplicationsInUi(page)).toHaveText(
      '4 new assignments: 2 pending applications, 2 reviews each, 2 reviewers.',
    );
  });

  await test.step("the first reviewer's queue: 'Review' in the header, '0 of 2 reviewed', no names under blind review", async () => {
    const reviewer = first.page;
    await reviewer.goto('/dashboard');
    await reviewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review' }).click();
    await expect(reviewer).toHaveURL(/\/review$/);
    const card = reviewer.getByTestId('review-event').filter({ hasText: eventTitle });
    await expect(card.getByTestId('review-progress')).toHaveText('0 of 2 reviewed');
    await expect(card.getByTestId('review-item')).toHaveCount(2);
    for (const applicant of applicants) await expect(reviewer.getByText(applicant.lastName)).toHaveCount(0);
    await card.getByRole('link', { name: 'Open Application 1' }).click();
  });

  await test.step('keys 1-5 score the highlighted criterion and move on; Save Review goes to the next unreviewed one', async () => {
    const reviewer = first.page;
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 1' })).toBeVisible();
    await expect(reviewer.getByTestId('blind-notice')).toBeVisible();
    await expect(reviewer.getByText('I run usability tests every week.')).toBeVisible();
    for (const applicant of applicants) {
      await expect(reviewer.getByText(applicant.lastName)).toHaveCount(0);
      await expect(reviewer.getByText(applicant.email)).toHaveCount(0);
    }
    await expect(total(reviewer)).toHaveText('— / 5');
    await reviewer.keyboard.press('5');
    await expect(
      reviewer.getByRole('radiogroup', { name: 'Motivation score' }).getByRole('radio', { name: '5 Excellent' }),
    ).toBeChecked();
    await expect(total(reviewer)).toHaveText('5.00 / 5');
    await reviewer.keyboard.press('1');
    // (3·5 + 1·1) / 4
    await expect(total(reviewer)).toHaveText('4.00 / 5');
    await reviewer.getByRole('radiogroup', { name: 'Recommendation' }).getByText('Accept', { exact: true }).click();
    await reviewer.getByRole('button', { name: 'Save Review' }).click();
    await expectToast(reviewer, 'Review saved');

    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 2' })).toBeVisible();
    await expect(reviewer.getByTestId('review-progress')).toHaveText('1 of 2 reviewed');
    await reviewer.keyboard.press('2');
    await reviewer.keyboard.press('3');
    await expect(total(reviewer)).toHaveText('2.25 / 5');
    await reviewer.getByRole('button', { name: 'Save Review' }).click();
    await expectToast(reviewer, 'Review saved');
    await expect(reviewer).toHaveURL(/\/review$/);
    await expect(
      reviewer.getByTestId('review-event').filter({ hasText: eventTitle }).getByTestId('review-progress'),
    ).toHaveText('2 of 2 reviewed');
  });

  await test.step('the second reviewer walks the queue with J and K, scores by keys, and fits a 390 px phone', async () => {
    const reviewer = second.page;
    await reviewer.setViewportSize({ width: 390, height: 844 });
    await reviewer.goto('/review');
    await expect(reviewer.getByTestId('review-event').filter({ hasText: eventTitle })).toBeVisible();
    expect(await blockingViolations(reviewer)).toEqual([]);
    await reviewer
      .getByTestId('review-event')
      .filter({ hasText: eventTitle })
      .getByRole('link', { name: 'Open Application 1' })
      .click();
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 1' })).toBeVisible();
    await reviewer.keyboard.press('j');
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 2' })).toBeVisible();
    await reviewer.keyboard.press('k');
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 1' })).toBeVisible();
    // Typing a note does not score: keys in a text field are the note's.
    await reviewer.getByLabel('Note to staff').fill('Clear 3 and 4 year plan');
    await expect(total(reviewer)).toHaveText('— / 5');
    await reviewer.getByRole('group', { name: 'Motivation' }).click();
    await reviewer.keyboard.press('3');
    await reviewer.keyboard.press('4');
    await expect(total(reviewer)).toHaveText('3.25 / 5');
    const width = await reviewer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await blockingViolations(reviewer)).toEqual([]);
    await reviewer.getByRole('button', { name: 'Save Review' }).click();
    await expectToast(reviewer, 'Review saved');
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 2' })).toBeVisible();
  });

  await test.step('a save from a stale tab is refused with a clear message, and Reload shows what was saved', async () => {
    const reviewer = second.page;
    const stale = await reviewer.context().newPage();
    await stale.setViewportSize({ width: 390, height: 844 });
    await stale.goto(reviewer.url());
    await expect(stale.getByRole('heading', { level: 1, name: 'Application 2' })).toBeVisible();

    await reviewer.keyboard.press('4');
    await reviewer.keyboard.press('4');
    await reviewer.getByRole('button', { name: 'Save Review' }).click();
    await expectToast(reviewer, 'Review saved');

    await stale.keyboard.press('1');
    await stale.keyboard.press('1');
    await stale.getByRole('button', { name: 'Save Review' }).click();
    const conflict = stale.getByRole('alert').filter({
      hasText: 'This review was saved meanwhile from another tab or device. Reload to see it before saving again.',
    });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(total(stale)).toHaveText('4.00 / 5');
    await stale.close();
  });

  await test.step('staff read the applicant in full', async () => {
    const queue = await ok(await request.get('/api/review/queue', { headers: bearer(first.user.session) }), 'queue');
    const { events } = (await queue.json()) as { events: { eventId: string; items: { applicationId: string }[] }[] };
    const [item] = events.find((event) => event.eventId === eventId)!.items;
    await page.goto(`/review/${item.applicationId}`);
    await expect(page.getByText('You are not assigned to review this application.')).toBeVisible({ timeout: 30_000 });
    const card = page.locator('.ant-card').filter({ hasText: 'Applicant' });
    await expect(card.getByText(/Applicant(one|two)/)).toBeVisible();
  });

  consoleGuard.expectClean();
});
