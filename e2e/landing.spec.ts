import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';

test('the landing page loads with its sections and calls to action', async ({ page }) => {
  const browserConsole = watchConsole(page);
  await page.goto('/');

  await expect(page.getByRole('link', { name: "Join Fall Sprint '25" })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Apply Now' }).first()).toHaveAttribute('href', '/auth');
  for (const name of ['What', 'Who', 'Program', 'Results']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
      'href',
      `#${name.toLowerCase()}`,
    );
  }
  for (const id of ['what', 'who', 'program', 'results', 'why', 'system', 'apply']) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }

  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  browserConsole.expectClean();
});

test('the app is served with security headers', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
