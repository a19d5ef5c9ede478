import { expect, test, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { addQuestionInUi } from './review-steps';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

const STAGE = 'What stage is your idea at?';
const TEAM = 'How many people are on your team?';

/** The message antd shows under the form field labelled `label`. */
function fieldError(page: Page, label: string) {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.ant-form-item-explain-error');
}

test('staff add custom questions, an applicant answers them on the apply page, staff read the answers', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const title = `Questions Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });

  await test.step('staff add a single-choice and a number question on the Questions tab', async () => {
    await page.goto(`/admin/bootstrap?tab=questions&event=${eventId}`);
    const card = page.locator('.ant-card').filter({ hasText: 'Application Questions' });
    // A loaded machine may take a while to open the tab's code on a fresh page.
    await expect(card.getByText('No questions yet')).toBeVisible({ timeout: 30_000 });

    await addQuestionInUi(page, card, {
      type: 'Single choice',
      label: STAGE,
      choices: ['Idea', 'Prototype', 'Paying customers'],
      required: true,
    });
    await addQuestionInUi(page, card, { type: 'Number', label: TEAM, min: '1', max: '5', required: true });

    const rows = card.getByRole('row');
    await expect(rows.filter({ hasText: STAGE })).toContainText('Idea · Prototype · Paying customers');
    await expect(rows.filter({ hasText: TEAM })).toContainText('Between 1 and 5');
    expect(await blockingViolations(page)).toEqual([]);
  });

  const applicant = await createVerifiedUser(request, 'questions-applicant');
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  await signInBrowser(applicantContext, applicant.session);

  await test.step('the applicant answers them after the fixed fields; a number out of bounds is said under it', async () => {
    await applicantPage.goto(`/events/${eventId}/apply`);
    await expect(applicantPage.getByRole('heading', { name: `Apply to ${title}`, level: 1 })).toBeVisible();
    await pickOption(applicantPage.getByLabel('Role'), 'Developer');
    await applicantPage
      .getByLabel('Why do you want to join? What skills do you bring?')
      .fill('I ship prototypes and talk to customers.');
    await expect(applicantPage.getByText(STAGE, { exact: true })).toBeVisible();
    expect(await blockingViolations(applicantPage)).toEqual([]);
    await applicantPage.getByRole('radio', { name: 'Prototype' }).check();
    await applicantPage.getByLabel(TEAM).fill('9');
    await applicantPage.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(fieldError(applicantPage, TEAM)).toHaveText(`The answer to '${TEAM}' must be at most 5.`);
    await expect(applicantPage).toHaveURL(new RegExp(`/events/${eventId}/apply$`));

    await applicantPage.getByLabel(TEAM).fill('3');
    await expect(fieldError(applicantPage, TEAM)).toHaveCount(0);
    await applicantPage.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(applicantPage).toHaveURL(new RegExp(`/events/${eventId}/confirmation$`));
  });
  await applicantContext.close();

  await test.step('staff see the answers in the application drawer; the form now only grows', async () => {
    await page.goto(`/admin?eventId=${eventId}`);
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('button', { name: applicant.session.user.name || applicant.email })
      .click();
    const drawer = page.locator('.ant-drawer');
    const answers = drawer.getByRole('region', { name: 'Answers' });
    await expect(answers.locator('tr').filter({ hasText: STAGE })).toContainText('Prototype');
    await expect(answers.locator('tr').filter({ hasText: TEAM })).toContainText('3');

    await page.goto(`/admin/bootstrap?tab=questions&event=${eventId}`);
    await expect(page.getByRole('row').filter({ hasText: STAGE })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('Applications have arrived: you can only add optional questions or hide existing ones.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${STAGE}` })).toBeDisabled();
  });

  consoleGuard.expectClean();
});
