import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';

const STORAGE_KEY = 'sprintboard.landingApplications';
const SUBMITTED = 'Application submitted! Your email client should open with the application details.';
const EXPIRED = 'Verification link has expired. Please request a new one.';

function storedApplications(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, STORAGE_KEY);
}

/**
 * The page opens the mail client with `window.location.href = 'mailto:…'`. Chromium reports that
 * navigation as a request (and hands it to a no-op external handler: the page stays put), so the
 * test reads the URL there, without a test hook in the app.
 */
function recordMailtoRequests(page: Page): string[] {
  const mailto: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('mailto:')) mailto.push(request.url());
  });
  return mailto;
}

test('the application form shows field errors and stores nothing for invalid input', async ({ page }) => {
  const browserConsole = watchConsole(page);
  const mailto = recordMailtoRequests(page);
  await page.goto('/#apply');

  const form = page.getByRole('form', { name: 'Sprint application' });
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Send application' }).click();

  await expect(form.getByText('Enter your full name.')).toBeVisible();
  await expect(form.getByText('Enter a valid email address, e.g. name@company.com.')).toBeVisible();
  await expect(form.getByText('Choose a track: Discovery or Startup.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  // A LinkedIn entry must be a URL; fixing a field clears its error.
  await form.getByLabel('LinkedIn (optional)').fill('linkedin ada');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Enter a full URL, e.g. https://www.linkedin.com/in/your-name.')).toBeVisible();
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await expect(form.getByText('Enter your full name.')).toBeHidden();

  expect(await storedApplications(page)).toBeNull();
  expect(mailto).toEqual([]);
  await expect(page.getByText(SUBMITTED)).toBeHidden();
  browserConsole.expectClean();
});

test('a valid application is stored, opens the mail client and resets the form', async ({ page }) => {
  const browserConsole = watchConsole(page);
  const mailto = recordMailtoRequests(page);
  await page.goto('/');
  const earlier = { name: 'Grace Hopper', email: 'grace@example.com', timestamp: '2025-09-01T10:00:00.000Z' };
  await page.evaluate(([key, entry]) => localStorage.setItem(key, JSON.stringify([entry])), [
    STORAGE_KEY,
    earlier,
  ] as const);

  const form = page.getByRole('form', { name: 'Sprint application' });
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('radio', { name: /^Startup/ }).check();
  await form.getByLabel('About (optional)').fill('Billing tools for hospitals.');
  const submittedAfter = Date.now();
  await form.getByRole('button', { name: 'Send application' }).click();

  await expect(page.getByText(SUBMITTED)).toBeVisible();
  await expect.poll(() => mailto.length).toBe(1);
  const mail = new URL(mailto[0]);
  expect(mail.pathname).toBe('apply@sprintboard.dev');
  expect(mail.searchParams.get('subject')).toBe('Sprint application: Ada Lovelace');
  const body = mail.searchParams.get('body') ?? '';
  for (const line of [
    'Name: Ada Lovelace',
    'Email: ada@example.com',
    'LinkedIn: Not provided',
    'Track: Startup',
    'Description: Billing tools for hospitals.',
  ]) {
    expect(body).toContain(line);
  }
  expect(body).toMatch(/Submitted: .+ P[SD]T/);

  const stored = (await storedApplications(page)) as { timestamp: string }[];
  expect(stored).toHaveLength(2);
  expect(stored[0]).toEqual(earlier);
  expect(stored[1]).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    linkedin: '',
    track: 'startup',
    about: 'Billing tools for hospitals.',
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
  });
  expect(Date.parse(stored[1].timestamp)).toBeGreaterThanOrEqual(submittedAfter - 1000);

  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('About (optional)')).toHaveValue('');
  await expect(form.getByRole('radio', { name: /^Startup/ })).not.toBeChecked();
  await expect(page).toHaveURL(/\/$/);
  browserConsole.expectClean();
});

test('an expired verification link shows a notice, clears the hash and offers sign-in', async ({ page }) => {
  const browserConsole = watchConsole(page);
  await page.goto(
    '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );

  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  browserConsole.expectClean();
});
