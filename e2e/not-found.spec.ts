import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';

test('an unknown path shows the 404 page, logs the path and leads home', async ({ page }) => {
  const browserConsole = watchConsole(page);
  await page.goto('/no/such/page?x=1');

  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(browserConsole.warnings.some((warning) => warning.includes('/no/such/page'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: "Join Fall Sprint '25" })).toBeVisible();
  browserConsole.expectClean();
});
