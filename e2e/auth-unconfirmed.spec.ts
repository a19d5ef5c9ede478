import { expect, test } from '@playwright/test';
import { signInThroughForm, uniqueEmail, VERIFY_SUBJECT, waitForEmails } from './auth-support';

test('signing in before verifying fails with "Email not confirmed" and offers a new link', async ({ page }) => {
  const account = { email: uniqueEmail('unconfirmed'), password: 'sprint-ready-9', firstName: 'Ada', lastName: 'L' };
  const signUp = await page.request.post('/api/auth/sign-up', { data: account });
  expect(signUp.ok(), `sign-up answered ${signUp.status()}`).toBe(true);
  await waitForEmails(page.request, account.email, VERIFY_SUBJECT, 1);

  await page.goto('/auth');
  await signInThroughForm(page, account.email, account.password);
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Sign in failed' })).toContainText(
    'Email not confirmed',
  );
  const notice = page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert');
  await expect(notice).toContainText('Email not confirmed');
  await expect(page).toHaveURL(/\/auth$/);

  await notice.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Link sent' })).toBeDisabled();
  await waitForEmails(page.request, account.email, VERIFY_SUBJECT, 2);
});

test('forgot password needs the email first', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Enter email first')).toBeVisible();
});
