import { expect, test } from '@playwright/test';
import { linkIn, RESET_SUBJECT, signInThroughForm, signOutThroughMenu, waitForEmails } from './auth-support';
import { createVerifiedUser } from './verified-user';

test('a user resets a forgotten password from the emailed link and signs in with the new one', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const user = await createVerifiedUser(context.request, 'auth-reset');
  const newPassword = 'brand-new-secret-4';

  await page.goto('/auth');
  await page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(page.getByText('We sent a reset link.')).toBeVisible();

  const [email] = await waitForEmails(page.request, user.email, RESET_SUBJECT);
  const link = linkIn(email, '/auth/update-password');
  expect(link).toMatch(/^\/auth\/update-password#token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  // The page keeps the token and takes it out of the address bar.
  await expect(page).toHaveURL(/\/auth\/update-password$/);
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');

  const password = page.getByLabel('New Password');
  await expect(password).toHaveAttribute('placeholder', /minimum 8 characters/);
  await expect(page.getByText('At least 8 characters, and not a commonly used password.')).toBeVisible();
  await password.fill('1234567');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  // Long enough, but among the first guesses of any attacker: the server says so at the field.
  await password.fill('password1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  const tooCommon = 'This password is too common. Choose one that is harder to guess.';
  await expect(page.locator('.ant-form-item-explain-error').getByText(tooCommon)).toBeVisible();
  await expect(page.getByRole('alert').getByText(tooCommon)).toBeVisible();

  await password.fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOutThroughMenu(page, /\/auth$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('sprintboard.session'))).toBeNull();

  await signInThroughForm(page, user.email, newPassword);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the password page without a reset link explains where to get one', async ({ page }) => {
  await page.goto('/auth/update-password');
  await expect(page.getByText(/opens from the link in a password reset email/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
});
