import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { watchConsole } from './console-guard';
import { submitProject } from './participation';
import { addCriterion, addJudge, confirmPopover } from './judging-steps';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type VerifiedUser } from './verified-user';
import { expectToast } from './winner-steps';

/** A judge in a browser of their own (their refresh cookie lands there). */
async function judgeBrowser(browser: Browser, label: string): Promise<{ page: Page; user: VerifiedUser }> {
  const context = await browser.newContext();
  const user = await createVerifiedUser(context.request, label);
  await signInBrowser(context, user.session);
  return { page: await context.newPage(), user };
}

/** The card of one event on /judging. */
function eventCard(page: Page, eventTitle: string) {
  return page.getByTestId('judging-event').filter({ hasText: eventTitle });
}

function queueItem(page: Page, projectTitle: string) {
  return page.getByTestId('judging-assignment').filter({ hasText: projectTitle });
}

/** Picks '{score} {label}' for a criterion on the score sheet. */
async function pickScore(page: Page, criterion: string, option: string) {
  await page
    .getByRole('radiogroup', { name: `${criterion} score` })
    .getByText(option, { exact: true })
    .click();
}

/** The Judging tab's card with the judging run (state, assignment, coverage, matrix). */
function progressCard(page: Page) {
  return page.locator('.ant-card').filter({ hasText: 'Judging Progress' });
}

function matrixRow(page: Page, projectTitle: string) {
  return progressCard(page)
    .getByRole('region', { name: 'Assignments' })
    .getByRole('row')
    .filter({ hasText: projectTitle });
}

test('staff open judging and assign, judges score and recuse, staff follow progress and close judging', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const consoleGuard = watchConsole(page);
  const stamp = Date.now().toString(36);
  const admin = await adminSession(context.request);
  const eventTitle = `Judging Sprint ${stamp}`;
  const eventId = await createEvent(request, admin, { title: eventTitle });
  await addCriterion(request, admin, eventId);

  const alphaTitle = `Alpha Ledger ${stamp}`;
  const betaTitle = `Beta Router ${stamp}`;
  const alphaContext = await browser.newContext();
  const alphaOwner = await createVerifiedUser(alphaContext.request, 'judged-alpha');
  const alphaId = await submitProject(request, alphaOwner, admin, eventId, {
    title: alphaTitle,
    tagline: 'Receipts, reconciled',
    descriptionMd: 'Built **fast** for finance teams.',
    track: 'startup',
  });
  const betaId = await submitProject(request, await createVerifiedUser(request, 'judged-beta'), admin, eventId, {
    title: betaTitle,
    tagline: 'Packets with manners',
    descriptionMd: 'Routing for *polite* networks.',
    track: 'discovery',
  });

  const first = await judgeBrowser(browser, 'judge-first');
  const second = await judgeBrowser(browser, 'judge-second');
  await addJudge(request, admin, eventId, first.user);
  await addJudge(request, admin, eventId, second.user);
  await signInBrowser(context, admin);

  await test.step('staff open judging and assign 2 reviews per submission to the two judges', async () => {
    await page.goto(`/admin/bootstrap?tab=judging&event=${eventId}`);
    const card = progressCard(page);
    await expect(card.getByTestId('judging-state')).toHaveText('Judging not started');
    await card.getByRole('button', { name: 'Open Judging' }).click();
    await confirmPopover(page, 'Open Judging');
    await expectToast(page, 'Judging opened');
    await expect(card.getByTestId('judging-state')).toHaveText('Judging open');
    await expect(card.getByRole('button', { name: 'Close Judging' })).toBeVisible();

    await card.getByLabel('Reviews per submission').fill('2');
    // Every test account is @example.com: the same-domain rule would exclude every judge.
    await card.getByRole('switch', { name: 'Same email domain is a conflict' }).click();
    await card.getByRole('button', { name: 'Assign Submissions' }).click();
    await expectToast(page, 'Submissions assigned');
    await expect(card.getByTestId('judging-coverage')).toHaveText('0 of 2 submissions fully reviewed');
    await expect(matrixRow(page, alphaTitle).getByTestId('matrix-cell')).toHaveCount(2);
    await expect(matrixRow(page, betaTitle).getByTestId('matrix-cell')).toHaveCount(2);
  });

  await test.step('a judge scores a submission, gets Scores saved, edits it and sees the progress move', async () => {
    const judge = first.page;
    await judge.goto('/judging');
    const card = eventCard(judge, eventTitle);
    await expect(card.getByTestId('judging-progress')).toHaveText('0 of 2 scored');
    await expect(queueItem(judge, alphaTitle).getByTestId('assignment-status')).toHaveText('To score');
    await expect(queueItem(judge, alphaTitle)).toContainText('Receipts, reconciled');
    await queueItem(judge, alphaTitle)
      .getByRole('link', { name: `Open ${alphaTitle}` })
      .click();

    await expect(judge).toHaveURL(new RegExp(`/judging/${alphaId}\\?event=${eventId}`));
    await expect(judge.getByRole('heading', { name: alphaTitle, level: 1 })).toBeVisible();
    await expect(judge.getByRole('region', { name: 'Description' }).getByText('fast')).toBeVisible();
    await expect(judge.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', 'https://demo.example.com/sprint');
    await expect(judge.getByText('It works end to end in the demo.')).toBeVisible();

    // An incomplete sheet names what is missing.
    await judge.getByRole('button', { name: 'Save Scores' }).click();
    await expect(judge.getByRole('alert')).toHaveText('Please score every criterion: Execution, Innovation.');

    await pickScore(judge, 'Execution', '5 Excellent');
    await expect(judge.getByTestId('weighted-total')).toHaveText('5.00 / 5');
    await pickScore(judge, 'Innovation', '1 Poor');
    // (75·5 + 25·1) / 100
    await expect(judge.getByTestId('weighted-total')).toHaveText('4.00 / 5');
    await judge.getByLabel('Note to staff').fill('Strong demo.');
    await judge.getByLabel('Feedback to the team').fill('Great execution; push the idea further.');
    await judge.getByRole('button', { name: 'Save Scores' }).click();
    await expectToast(judge, 'Scores saved');

    await pickScore(judge, 'Innovation', '3 Good');
    await expect(judge.getByTestId('weighted-total')).toHaveText('4.50 / 5');
    await judge.getByRole('button', { name: 'Save Scores' }).click();
    await expectToast(judge, 'Scores saved');

    await judge.reload();
    await expect(judge.getByTestId('weighted-total')).toHaveText('4.50 / 5');
    await expect(judge.getByLabel('Feedback to the team')).toHaveValue('Great execution; push the idea further.');

    await judge.goto('/judging');
    await expect(eventCard(judge, eventTitle).getByTestId('judging-progress')).toHaveText('1 of 2 scored');
    await expect(queueItem(judge, alphaTitle).getByTestId('assignment-status')).toHaveText('Scored');
    await expect(queueItem(judge, betaTitle).getByTestId('assignment-status')).toHaveText('To score');

    await judge.goto('/dashboard');
    const dashboardCard = judge.locator('.ant-card').filter({ has: judge.getByText('Judging', { exact: true }) });
    await expect(dashboardCard.getByTestId('dashboard-judging-progress')).toHaveText('1 of 2 scored');
  });

  await test.step("someone who judges nothing gets 'Access Denied' with a way back", async () => {
    await signInBrowser(alphaContext, alphaOwner.session);
    const owner = await alphaContext.newPage();
    await owner.goto('/judging');
    await expect(owner.getByText('Access Denied')).toBeVisible();
    await owner.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(owner).toHaveURL(/\/dashboard$/);
    await alphaContext.close();
  });

  const third = await judgeBrowser(browser, 'judge-third');
  await addJudge(request, admin, eventId, third.user);

  await test.step('the other judge recuses and the assignment moves to the third judge', async () => {
    const judge = second.page;
    await judge.goto(`/judging/${betaId}?event=${eventId}`);
    await expect(judge.getByRole('heading', { name: betaTitle, level: 1 })).toBeVisible();
    await judge.getByRole('button', { name: 'Recuse' }).click();
    const dialog = judge.getByRole('dialog').filter({ hasText: `Recuse from ${betaTitle}` });
    await dialog.getByLabel('Reason').fill('I advised this team last quarter.');
    await dialog.getByRole('button', { name: 'Recuse' }).click();
    await expectToast(judge, 'You recused yourself from this submission');
    await expect(judge).toHaveURL(/\/judging$/);
    await expect(queueItem(judge, betaTitle).getByTestId('assignment-status')).toHaveText('Recused');
    await expect(eventCard(judge, eventTitle).getByTestId('judging-progress')).toHaveText('0 of 1 scored');

    await third.page.goto('/judging');
    await expect(queueItem(third.page, betaTitle).getByTestId('assignment-status')).toHaveText('To score');
    await expect(queueItem(third.page, alphaTitle)).toHaveCount(0);
  });

  await test.step('a judge declares a conflict with a team', async () => {
    const judge = third.page;
    await eventCard(judge, eventTitle)
      .getByRole('button', { name: `Declare Conflict in ${eventTitle}` })
      .click();
    const dialog = judge.getByRole('dialog').filter({ hasText: 'Declare Conflict' });
    await pickOption(dialog.getByRole('combobox', { name: 'Team' }), alphaTitle);
    await dialog.getByLabel('Reason').fill('My cousin founded it.');
    await dialog.getByRole('button', { name: 'Declare Conflict' }).click();
    await expectToast(judge, 'Conflict declared');
    await expect(eventCard(judge, eventTitle).getByRole('region', { name: 'Your declared conflicts' })).toContainText(
      `${alphaTitle}: My cousin founded it.`,
    );
  });

  await test.step('the second judge scores too: staff see the coverage, the judges and the matrix', async () => {
    const judge = second.page;
    await judge.goto(`/judging/${alphaId}?event=${eventId}`);
    await pickScore(judge, 'Execution', '4 Very good');
    await pickScore(judge, 'Innovation', '2 Fair');
    await judge.getByRole('button', { name: 'Save Scores' }).click();
    await expectToast(judge, 'Scores saved');

    await page.reload();
    const card = progressCard(page);
    await expect(card.getByTestId('judging-coverage')).toHaveText('1 of 2 submissions fully reviewed');
    const alpha = matrixRow(page, alphaTitle);
    await expect(alpha.locator('[data-state="completed"]')).toHaveCount(2);
    const beta = matrixRow(page, betaTitle);
    await expect(beta.locator('[data-state="recused"]')).toHaveCount(1);
    await expect(beta.locator('[data-state="assigned"]')).toHaveCount(2);
    const perJudge = card.getByRole('region', { name: 'Per judge' });
    // The first judge: 2 assigned, 1 completed, 0 recused.
    await expect(perJudge.getByRole('row').filter({ hasText: first.user.email })).toContainText(/2\s*1\s*0$/);
    await expect(
      card.getByRole('region', { name: 'Declared conflicts' }).getByRole('row').filter({ hasText: alphaTitle }),
    ).toContainText('My cousin founded it.');
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Export Scores (CSV)' }).click();
    const csv = await (await download).path().then((path) => readFile(path, 'utf8'));
    expect(csv).toContain(alphaTitle);
  });

  await test.step('staff remove one assignment from the matrix and add it back', async () => {
    const beta = matrixRow(page, betaTitle);
    const thirdJudge = `Ada Tester (${third.user.email})`;
    await beta.getByRole('button', { name: `Remove ${thirdJudge} from ${betaTitle}` }).click();
    await confirmPopover(page, 'Remove');
    await expectToast(page, 'Assignment removed');
    await expect(beta.locator('[data-state="assigned"]')).toHaveCount(1);
    await beta.getByRole('button', { name: `Assign ${thirdJudge} to ${betaTitle}` }).click();
    await expectToast(page, 'Assignment added');
    await expect(beta.locator('[data-state="assigned"]')).toHaveCount(2);
  });

  await test.step("after 'Close Judging' the sheet is read-only", async () => {
    const card = progressCard(page);
    await card.getByRole('button', { name: 'Close Judging' }).click();
    await confirmPopover(page, 'Close Judging');
    await expectToast(page, 'Judging closed');
    await expect(card.getByTestId('judging-state')).toHaveText('Judging closed');
    await expect(card.getByRole('button', { name: 'Reopen Judging' })).toBeVisible();

    const judge = first.page;
    await judge.goto(`/judging/${alphaId}?event=${eventId}`);
    await expect(judge.getByText('Judging is closed.')).toBeVisible();
    await expect(judge.getByRole('button', { name: 'Save Scores' })).toHaveCount(0);
    await expect(judge.getByText('Read-only', { exact: true })).toBeVisible();
    await expect(judge.getByRole('radio')).toHaveCount(0);
    await expect(judge.getByText('3 Good', { exact: true })).toBeVisible();
    await expect(judge.getByTestId('weighted-total')).toHaveText('4.50 / 5');

    await judge.goto('/judging');
    await expect(eventCard(judge, eventTitle).getByText('Judging is not open for this event.')).toBeVisible();
  });

  consoleGuard.expectClean();
});
