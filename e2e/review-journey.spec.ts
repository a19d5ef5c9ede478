import { expect, test, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { confirmPopover } from './judging-steps';
import { expectEmailsArrive } from './mail-inbox';
import {
  addQuestionInUi,
  addReviewCriterionInUi,
  applyThroughApi,
  assignApplicationsInUi,
  personInBrowser,
  reviewQueueByKeys,
} from './review-steps';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';
import { expectToast } from './winner-steps';

const PROBLEM = 'Which city problem would you take on?';
const SHIPPED = 'Have you shipped software that people use?';

type Reviewer = 'harsh' | 'lenient';

/**
 * Four applicants, each told apart on the blind review page by their answer, and the keys each
 * reviewer presses for them (Motivation, then Skills). Both reviewers put them in the same order,
 * one a point or two lower than the other: once both have read all four, the ranking is that order.
 */
const APPLICANTS = {
  ana: {
    name: { firstName: 'Ana', lastName: 'Opendata' },
    shortAnswer: 'I maintain the open data portal of my city and talk to its users every week.',
    problem: 'Residents cannot find when their street is swept',
    keys: { harsh: ['4', '3'], lenient: ['5', '5'] },
  },
  ben: {
    name: { firstName: 'Ben', lastName: 'Timetable' },
    shortAnswer: 'I build bus timetable apps and ride the buses I build for.',
    problem: 'Nobody knows when the night bus really comes',
    keys: { harsh: ['3', '3'], lenient: ['5', '4'] },
  },
  cy: {
    name: { firstName: 'Cy', lastName: 'Formdesign' },
    shortAnswer: 'I design the forms of city services and test them at the counter.',
    problem: 'Permit forms ask for the same thing four times',
    keys: { harsh: ['2', '3'], lenient: ['4', '4'] },
  },
  dee: {
    name: { firstName: 'Dee', lastName: 'Newcomer' },
    shortAnswer: 'I am new to civic tech and would like to learn.',
    problem: 'Something with maps',
    keys: { harsh: ['1', '2'], lenient: ['3', '3'] },
  },
} as const;
type Applicant = keyof typeof APPLICANTS;

/** Which applicant the review page shows (by their answer), and the keys this reviewer gives them. */
function keysOf(reviewer: Reviewer) {
  return async (page: Page): Promise<string[]> => {
    for (const applicant of Object.values(APPLICANTS)) {
      if (await page.getByText(applicant.shortAnswer).isVisible()) return [...applicant.keys[reviewer]];
    }
    throw new Error(`The review page at ${page.url()} shows none of the applicants' answers`);
  };
}

/**
 * Issue 28's journey: staff add two questions and a rubric, seat a harsh and a lenient reviewer;
 * four apply (one on the apply page, answering the questions); staff assign one review each; both
 * reviewers score by keyboard; staff see every row 'Borderline' on the Ranking tab and request one
 * more review each; the reviewers score those; the figures show who is harsh; staff apply the
 * suggestions for two spots and a waitlist of one; an approved applicant declines, staff offer the
 * spot to the waitlisted one, who confirms; every email arrives.
 */
test('application review: questions, rubric, a harsh and a lenient reviewer scoring by keyboard, borderline rows, one more review, suggestions applied, a declined spot offered to the waitlist and confirmed', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const stamp = Date.now().toString(36);
  const title = `Review Journey ${stamp}`;
  // Starts in ten days: an approval asks the applicant to confirm their spot before then.
  const eventId = await createEvent(request, admin, { title, status: 'upcoming', startsInDays: 10 });
  const harsh = await personInBrowser(browser, 'journey-harsh', { firstName: 'Hugo', lastName: `Harsh${stamp}` });
  const lenient = await personInBrowser(browser, 'journey-lenient', { firstName: 'Lena', lastName: `Lenient${stamp}` });
  const reviewers = { harsh, lenient };
  const nameOf = (applicant: Applicant) =>
    `${APPLICANTS[applicant].name.firstName} ${APPLICANTS[applicant].name.lastName}`;

  await test.step('staff add two required questions on the Questions tab', async () => {
    await page.goto(`/admin/bootstrap?tab=questions&event=${eventId}`);
    const card = page.locator('.ant-card').filter({ hasText: 'Application Questions' });
    // A loaded machine may take a while to open the tab's code on a fresh page.
    await expect(card.getByText('No questions yet')).toBeVisible({ timeout: 30_000 });
    await addQuestionInUi(page, card, { type: 'Short text', label: PROBLEM, required: true });
    await addQuestionInUi(page, card, { type: 'Yes / No', label: SHIPPED, required: true });
    await expect(card.getByRole('row').filter({ hasText: PROBLEM })).toBeVisible();
    await expect(card.getByRole('row').filter({ hasText: SHIPPED })).toBeVisible();
  });

  await test.step('staff set two spots, a waitlist of one and one review each, a two-criterion rubric, and seat both reviewers', async () => {
    await page.goto(`/admin/bootstrap?tab=review&event=${eventId}`);
    const settings = page.locator('.ant-card').filter({ hasText: 'Review Settings' });
    await expect(settings.getByLabel('Reviews per application')).toHaveValue('2', { timeout: 30_000 });
    await settings.getByLabel('Capacity').fill('2');
    await settings.getByLabel('Waitlist size').fill('1');
    await settings.getByLabel('Reviews per application').fill('1');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Review settings saved');

    const rubric = page.locator('.ant-card').filter({ hasText: 'Review Rubric' });
    await addReviewCriterionInUi(page, rubric, {
      label: 'Motivation',
      weight: '5 - Critical',
      description: 'A problem they have seen up close',
    });
    await addReviewCriterionInUi(page, rubric, { label: 'Skills', weight: '3 - Average' });

    const seats = page.locator('.ant-card').filter({ has: page.getByText('Reviewers', { exact: true }) });
    for (const reviewer of [harsh.user, lenient.user]) {
      await seats.getByLabel('Reviewer email').fill(reviewer.email);
      await seats.getByRole('button', { name: 'Add Reviewer' }).click();
      await expectToast(page, 'Reviewer added');
      await expect(seats.getByRole('row').filter({ hasText: reviewer.lastName })).toContainText('Active');
    }
  });

  const applicantPages = {} as Record<'ben' | 'cy', Page>;
  const emails = {} as Record<Applicant, string>;
  await test.step('three apply through the API; Cy on the apply page, answering both questions', async () => {
    for (const applicant of ['ana', 'dee'] as const) {
      const plan = APPLICANTS[applicant];
      const user = await createVerifiedUser(request, `journey-${applicant}`, plan.name);
      emails[applicant] = user.email;
      await applyThroughApi(request, user, eventId, {
        role: 'Dev',
        shortAnswer: plan.shortAnswer,
        answers: { [PROBLEM]: plan.problem, [SHIPPED]: applicant === 'ana' },
      });
    }
    const ben = await personInBrowser(browser, 'journey-ben', APPLICANTS.ben.name);
    applicantPages.ben = ben.page;
    emails.ben = ben.user.email;
    await applyThroughApi(request, ben.user, eventId, {
      role: 'Dev',
      shortAnswer: APPLICANTS.ben.shortAnswer,
      answers: { [PROBLEM]: APPLICANTS.ben.problem, [SHIPPED]: true },
    });

    const cy = await personInBrowser(browser, 'journey-cy', APPLICANTS.cy.name);
    applicantPages.cy = cy.page;
    emails.cy = cy.user.email;
    const apply = cy.page;
    await apply.goto(`/events/${eventId}/apply`);
    await expect(apply.getByRole('heading', { name: `Apply to ${title}`, level: 1 })).toBeVisible();
    await pickOption(apply.getByLabel('Role'), 'Designer');
    await apply.getByLabel('Why do you want to join? What skills do you bring?').fill(APPLICANTS.cy.shortAnswer);
    await apply.getByLabel(PROBLEM).fill(APPLICANTS.cy.problem);
    await apply.getByRole('radio', { name: 'Yes' }).check();
    await apply.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(apply).toHaveURL(new RegExp(`/events/${eventId}/confirmation$`));
  });

  await test.step("staff press 'Assign Applications': one reviewer each, two applications per reviewer", async () => {
    await page.reload();
    await expect(await assignApplicationsInUi(page)).toHaveText(
      '4 new assignments: 4 pending applications, 1 review each, 2 reviewers.',
    );
  });

  await test.step('the harsh reviewer looks around with J and K, then both score their two by keyboard and Save Review', async () => {
    const reviewer = harsh.page;
    await reviewer.goto('/review');
    const card = reviewer.getByTestId('review-event').filter({ hasText: title });
    await expect(card.getByTestId('review-progress')).toHaveText('0 of 2 reviewed');
    await card.getByRole('link', { name: 'Open Application 1' }).click();
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 1' })).toBeVisible();
    // Blind review: the answers, never the name.
    await expect(reviewer.getByText(PROBLEM)).toBeVisible();
    for (const applicant of Object.keys(APPLICANTS) as Applicant[]) {
      await expect(reviewer.getByText(APPLICANTS[applicant].name.lastName)).toHaveCount(0);
    }
    await reviewer.keyboard.press('j');
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 2' })).toBeVisible();
    await reviewer.keyboard.press('k');
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Application 1' })).toBeVisible();

    for (const who of ['harsh', 'lenient'] as const) {
      expect(await reviewQueueByKeys(reviewers[who].page, title, keysOf(who))).toBe(2);
      await expect(
        reviewers[who].page.getByTestId('review-event').filter({ hasText: title }).getByTestId('review-progress'),
      ).toHaveText('2 of 2 reviewed');
    }
  });

  // On the Ranking tab only the ranking's rows name applicants.
  const rankingRows = page.getByRole('row');
  await test.step("staff open the Ranking tab: every row is 'Borderline' with one review, and they request one more review", async () => {
    await page.goto(`/admin/bootstrap?tab=ranking&event=${eventId}`);
    const more = page.getByRole('button', { name: 'Request one more review (4)' });
    await expect(more).toBeVisible({ timeout: 30_000 });
    await expect(rankingRows.filter({ hasText: 'Borderline' })).toHaveCount(4);
    await expect(page.getByText('The accept line falls at')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await more.click();
    await expectToast(page, 'More reviews requested');
  });

  await test.step('each reviewer scores the application the other one read, by keyboard', async () => {
    for (const who of ['lenient', 'harsh'] as const) {
      expect(await reviewQueueByKeys(reviewers[who].page, title, keysOf(who))).toBe(2);
      await expect(
        reviewers[who].page.getByTestId('review-event').filter({ hasText: title }).getByTestId('review-progress'),
      ).toHaveText('4 of 4 reviewed');
    }
  });

  await test.step('the reviewer figures on the Review tab show who scores low and who scores high', async () => {
    await page.goto(`/admin/bootstrap?tab=review&event=${eventId}`);
    const figuresOf = (reviewer: typeof harsh) =>
      page
        .getByRole('row')
        .filter({ hasText: reviewer.user.lastName })
        .filter({ has: page.getByRole('img', { name: /^Leniency / }) });
    await expect(figuresOf(harsh)).toContainText('4 of 4', { timeout: 30_000 });
    await expect(figuresOf(harsh).getByRole('img', { name: /\(harsh\)$/ })).toBeVisible();
    await expect(figuresOf(lenient)).toContainText('4 of 4');
    await expect(figuresOf(lenient).getByRole('img', { name: /\(lenient\)$/ })).toBeVisible();
  });

  await test.step('staff apply the suggestions: the two best approved, the next waitlisted, the last rejected', async () => {
    await page.goto(`/admin/bootstrap?tab=ranking&event=${eventId}`);
    await expect(rankingRows.filter({ hasText: nameOf('dee') })).toContainText('Reject', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Apply suggestions' }).click();
    await confirmPopover(page, 'Apply suggestions');
    await expectToast(page, 'Suggestions applied');
    const expected: [Applicant, string][] = [
      ['ana', 'Approved'],
      ['ben', 'Approved'],
      ['cy', 'Waitlisted'],
      ['dee', 'Rejected'],
    ];
    for (const [index, [applicant, status]] of expected.entries()) {
      const row = rankingRows.filter({ hasText: nameOf(applicant) });
      await expect(row).toContainText(status);
      await expect(row.getByRole('cell').nth(1)).toHaveText(String(index + 1));
    }
  });

  await test.step('Ben, approved, declines his spot on his dashboard', async () => {
    const ben = applicantPages.ben;
    await ben.goto('/dashboard');
    const standing = ben.getByRole('region', { name: 'Your application' });
    await expect(standing.getByText(/^Confirm your spot by /)).toBeVisible();
    await standing.getByRole('button', { name: 'Decline' }).click();
    await standing.getByRole('button', { name: 'Yes, decline' }).click();
    await expect(standing.getByText('You declined your spot')).toBeVisible();
  });

  await test.step("staff see the freed spot on the Applications tab and press 'Offer to next on waitlist'", async () => {
    await page.goto(`/admin?eventId=${eventId}`);
    const spots = page.getByRole('region', { name: 'Spots' });
    const figure = (term: string) => spots.locator('div').filter({ has: page.getByText(term, { exact: true }) });
    await expect(figure('Free spots')).toContainText('1');
    await expect(figure('Waitlisted')).toContainText('1');
    await spots.getByRole('button', { name: 'Offer to next on waitlist' }).click();
    await expectToast(page, 'Spots Offered');
    await expect(page.getByRole('row').filter({ hasText: nameOf('cy') })).toContainText('Approved');
    await expect(figure('Free spots')).toContainText('0');
  });

  await test.step('Cy, offered the spot, confirms it on the event page', async () => {
    const cy = applicantPages.cy;
    await cy.goto(`/events/${eventId}`);
    const standing = cy.getByRole('region', { name: 'Your application' });
    await expect(standing.getByText(/^Confirm your spot by /)).toBeVisible();
    await standing.getByRole('button', { name: "I'll be there" }).click();
    await expect(standing.getByText('Your spot is confirmed')).toBeVisible();
  });

  await test.step('every email arrives: the decisions, the decline, the offer and the confirmation', async () => {
    await expectEmailsArrive(request, [
      { to: emails.ana, subject: `You're in: ${title}` },
      { to: emails.ben, subject: `You're in: ${title}` },
      { to: emails.ben, subject: `You declined your spot: ${title}` },
      { to: emails.cy, subject: `You're on the waitlist: ${title}` },
      { to: emails.cy, subject: `A spot opened up: ${title}` },
      { to: emails.cy, subject: `Spot confirmed: ${title}` },
      { to: emails.dee, subject: `Your application to ${title}` },
    ]);
  });

  consoleGuard.expectClean();
});
