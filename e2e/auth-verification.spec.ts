import { expect, test } from '@playwright/test';
import {
  headerRoleBadge,
  linkIn,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
  VERIFY_SUBJECT,
  waitForEmails,
} from './auth-support';
import { watchConsole } from './console-guard';

// One account for the whole journey: sign-up is rate limited per IP for the entire run.
test.describe.configure({ mode: 'serial' });

const account = { email: uniqueEmail('verify'), password: 'sprint-ready-9', firstName: 'Grace', lastName: 'Hopper' };
let confirmLink = '';

test('a new user signs up, follows the emailed link and lands signed in on the dashboard', async ({ page }) => {
  const browserConsole = watchConsole(page);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('First Name').fill(account.firstName);
  await form.getByLabel('Last Name').fill(account.lastName);
  await form.getByLabel('Email').fill(`  ${account.email} `);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();

  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created! Please check your email to verify your account.')).toBeVisible();
  await expect(
    page.getByText(
      "The verification link will expire in 1 hour. After clicking it, you'll be automatically logged in.",
    ),
  ).toBeVisible();

  const [email] = await waitForEmails(page.request, account.email, VERIFY_SUBJECT);
  confirmLink = linkIn(email, '/auth/confirm');
  // The token rides in the fragment, which the browser never sends to the server.
  expect(confirmLink).toMatch(/^\/auth\/confirm#token=/);

  await page.goto(confirmLink);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(headerRoleBadge(page, 'Participant')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Account menu for ${account.firstName} ${account.lastName}` }),
  ).toBeVisible();

  // Signed in, the landing page sends the user on to the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  browserConsole.expectClean();
});

test('the same verification link, followed again, lands on / saying it has expired', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // In the form of emails sent before the fragment links: the page still reads the query.
  await page.goto(confirmLink.replace('#token=', '?token='));

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Verification link has expired. Please request a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
  await context.close();
});

test('a visitor sent from /profile to sign in returns to /profile afterwards', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);

  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText('Role: participant')).toBeVisible();
  await expect(page.getByText('Your current role is participant')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // Signed in, /auth sends the user straight on.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the session outlives its access token: the refresh cookie renews it', async ({ page }) => {
  await page.goto('/auth');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const stored = () =>
    page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('sprintboard.session') ?? '{}') as { accessToken?: string; expiresAt?: string },
    );
  const editSession = (change: { accessToken?: string; expiresInMs?: number }) =>
    page.evaluate(({ accessToken, expiresInMs }) => {
      const session = JSON.parse(localStorage.getItem('sprintboard.session') ?? '{}') as Record<string, unknown>;
      if (accessToken) session.accessToken = accessToken;
      if (expiresInMs !== undefined) session.expiresAt = new Date(Date.now() + expiresInMs).toISOString();
      localStorage.setItem('sprintboard.session', JSON.stringify(session));
    }, change);
  // Renewed means good for minutes again (a token renewed within the same second may read the same).
  const minutesLeft = async () => (Date.parse((await stored()).expiresAt ?? '') - Date.now()) / 60_000;

  await test.step('a token about to expire is renewed when the app starts', async () => {
    await editSession({ expiresInMs: 20_000 });
    await page.reload();
    await expect.poll(minutesLeft).toBeGreaterThan(5);
    await expect(headerRoleBadge(page, 'Participant')).toBeVisible();
  });

  await test.step('a token the server rejects is renewed once and the request repeated', async () => {
    await editSession({ accessToken: 'not-a-valid-token' });
    await page.reload();
    await expect.poll(async () => (await stored()).accessToken).not.toBe('not-a-valid-token');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(headerRoleBadge(page, 'Participant')).toBeVisible();
  });

  await test.step('signing out in another tab signs this one out too', async () => {
    const otherTab = await page.context().newPage();
    await otherTab.goto('/dashboard');
    await signOutThroughMenu(otherTab, /\/auth$/);

    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
