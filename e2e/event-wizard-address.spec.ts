import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { adminInBrowser } from './staff-session';

// /admin's Create Event points at /events/wizard. The server renders /events/{id} itself, so the
// wizard's address must not be taken for the page of an event called 'wizard'.

test('/events/wizard opens the wizard when opened directly, reloaded or shared', async ({ page, context, browser }) => {
  await test.step('a visitor opening the link gets the page, not Event Not Found', async () => {
    const visitor = await (await browser.newContext()).newPage();
    const response = await visitor.goto('/events/wizard');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toContain('Event Not Found');
    await expect(visitor.getByText('Access Denied: You need to be logged in to create events.')).toBeVisible();
    await expect(visitor.getByText('Event Not Found')).toHaveCount(0);
    await visitor.context().close();
  });

  await adminInBrowser(context);
  const browserConsole = watchConsole(page);

  await test.step("an admin follows /admin's Create Event, then reloads", async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Create Event' }).click();
    await expect(page).toHaveURL(/\/events\/wizard$/);
    await expect(page.getByRole('heading', { name: 'Create Event', level: 1 })).toBeVisible();

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Create Event', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Event Title')).toBeVisible();
    await expect(page).not.toHaveTitle(/Event Not Found/);
  });

  await test.step('an unknown event id is still Event Not Found (404)', async () => {
    const response = await page.request.get('/events/not-an-event', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
  });
  browserConsole.expectClean();
});
