import { expect, test } from '@playwright/test';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { inboxMessages } from './mail-inbox';
import { addReviewCriterionInUi } from './review-steps';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';
import { expectToast } from './winner-steps';

test('staff set up review on the Review tab: spots and reviews per application, a two-criterion rubric, two reviewers (one invited by email)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const title = `Review Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });
  const reviewer = await createVerifiedUser(request, 'reviewer', { firstName: 'Rhea', lastName: 'Reviewer' });
  const invitee = `invited-reviewer-${Date.now().toString(36)}@example.com`;

  await page.goto(`/admin/bootstrap?tab=review&event=${eventId}`);
  const settings = page.locator('.ant-card').filter({ hasText: 'Review Settings' });
  const rubric = page.locator('.ant-card').filter({ hasText: 'Review Rubric' });
  const reviewers = page.locator('.ant-card').filter({ has: page.getByText('Reviewers', { exact: true }) });

  await test.step('the settings start at the defaults; staff set capacity 2, waitlist 1 and 3 reviews per application', async () => {
    // A loaded machine may take a while to open the tab's code on a fresh page.
    await expect(settings.getByLabel('Reviews per application')).toHaveValue('2', { timeout: 30_000 });
    await expect(settings.getByLabel('Capacity')).toHaveValue('');
    await expect(settings.getByRole('switch', { name: 'Blind review' })).toBeChecked();
    await expect(settings.getByLabel('Days to confirm a spot')).toHaveValue('5');

    await settings.getByLabel('Capacity').fill('2');
    await settings.getByLabel('Waitlist size').fill('1');
    await settings.getByLabel('Reviews per application').fill('3');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Review settings saved');
  });

  await test.step('staff add two criteria to the rubric and put the second first', async () => {
    await expect(rubric.getByText('No criteria yet')).toBeVisible();
    await addReviewCriterionInUi(page, rubric, {
      label: 'Customer evidence',
      weight: '5 - Critical',
      description: 'Paying or committed users',
    });
    await addReviewCriterionInUi(page, rubric, { label: 'Team', weight: '3 - Average' });
    await rubric.getByRole('button', { name: 'Move up Team' }).click();
    await expectToast(page, 'Rubric reordered');
    const rows = rubric.getByRole('row');
    await expect(rows.nth(1)).toContainText('Team');
    await expect(rows.nth(1)).toContainText('3 - Average');
    await expect(rows.nth(2)).toContainText('Customer evidence');
    await expect(rows.nth(2)).toContainText('Paying or committed users');
  });

  await test.step('staff seat a reviewer with an account, and invite an email without one', async () => {
    await expect(reviewers.getByText('No reviewers added yet')).toBeVisible();
    await reviewers.getByLabel('Reviewer email').fill(reviewer.email.toUpperCase());
    await reviewers.getByRole('button', { name: 'Add Reviewer' }).click();
    await expectToast(page, 'Reviewer added');
    await reviewers.getByLabel('Reviewer email').fill(invitee);
    await reviewers.getByRole('button', { name: 'Add Reviewer' }).click();
    await expectToast(page, 'Invitation sent');

    const rows = reviewers.getByRole('row');
    await expect(rows.filter({ hasText: 'Rhea Reviewer' })).toContainText('Active');
    await expect(rows.filter({ hasText: invitee })).toContainText('Invited');
    await expect
      .poll(
        async () =>
          (await inboxMessages(request)).some(
            (message) =>
              message.subject === `You're invited to review applications to ${title}` &&
              message.to.some((to) => to.address.toLowerCase() === invitee),
          ),
        { message: `the reviewer invitation to ${invitee}`, timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true);
  });

  await test.step('after a reload everything is as saved, and the tab fits a 390 px phone without axe findings', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(settings.getByLabel('Capacity')).toHaveValue('2', { timeout: 30_000 });
    await expect(settings.getByLabel('Waitlist size')).toHaveValue('1');
    await expect(settings.getByLabel('Reviews per application')).toHaveValue('3');
    await expect(rubric.getByRole('row')).toHaveCount(3);
    await expect(reviewers.getByRole('row')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page)).toEqual([]);
  });

  consoleGuard.expectClean();
});
