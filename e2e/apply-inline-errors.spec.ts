import { expect, test, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

/** The message antd shows under the form field labelled `label`. */
function fieldError(page: Page, label: string) {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.ant-form-item-explain-error');
}

test('the apply form names each missing or invalid field under it as well as in the toast', async ({
  page,
  request,
  context,
}) => {
  const admin = await adminSession(request);
  const title = `Inline Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });
  await signInBrowser(context, (await createVerifiedUser(context.request, 'apply-inline')).session);
  await page.goto(`/events/${eventId}/apply`);
  await expect(page.getByRole('heading', { name: `Apply to ${title}`, level: 1 })).toBeVisible();
  const answerLabel = 'Why do you want to join? What skills do you bring?';

  await test.step('nothing filled in: the toast, and each required field says it is required', async () => {
    await page.getByLabel('LinkedIn Profile').fill('not a link');
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    await expect(fieldError(page, 'Role')).toHaveText('Role is required');
    await expect(fieldError(page, answerLabel)).toHaveText('Your answer is required');
    await expect(fieldError(page, 'LinkedIn Profile')).toHaveText('LinkedIn must be a valid URL.');
  });

  await test.step('choosing a role clears its message; a blank answer still counts as missing', async () => {
    await pickOption(page.getByLabel('Role'), 'Developer');
    await expect(fieldError(page, 'Role')).toHaveCount(0);
    await page.getByLabel(answerLabel).fill('   ');
    await page.getByLabel('LinkedIn Profile').fill('');
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(fieldError(page, answerLabel)).toHaveText('Your answer is required');
    await expect(fieldError(page, 'Role')).toHaveCount(0);
    await expect(fieldError(page, 'LinkedIn Profile')).toHaveCount(0);
  });

  await test.step('a complete application goes through', async () => {
    await page.getByLabel(answerLabel).fill('I build fast prototypes.');
    await expect(fieldError(page, answerLabel)).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/confirmation$`));
  });
});
