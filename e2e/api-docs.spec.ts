import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { inboxMessages, MAIL_INBOX_URL } from './mail-inbox';

test('the API docs render the OpenAPI document', async ({ page }) => {
  const browserConsole = watchConsole(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Sprintboard API/ })).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
  browserConsole.expectClean();
});

test('the health endpoint reports the database and Redis up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
});

test('the development mail inbox is running and readable in the browser', async ({ page, request }) => {
  expect(Array.isArray(await inboxMessages(request))).toBe(true);
  const response = await page.goto(MAIL_INBOX_URL);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/MailDev/i);
});
