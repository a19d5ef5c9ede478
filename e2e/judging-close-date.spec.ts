import { expect, test } from '@playwright/test';
import { pickDate } from './antd-inputs';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { adminInBrowser, createEvent } from './staff-session';

/** A date two days ahead at 10:00, as the picker takes it: 'YYYY-MM-DD HH:mm' (the event's wall clock). */
function inTwoDays(): string {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60_000);
  return `${day.toISOString().slice(0, 10)} 10:00`;
}

test('staff set the judging close date on the Judging tab in the event’s timezone, see it kept, and clear it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminInBrowser(context);
  const eventId = await createEvent(request, admin, { title: `Close Date Sprint ${Date.now().toString(36)}` });
  const browserConsole = watchConsole(page);
  const closesAt = inTwoDays();

  await page.goto(`/admin/bootstrap?tab=judging&event=${eventId}`);
  await expect(page.getByText('Close date (America/Los_Angeles)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeDisabled();
  await pickDate(page, 'Close date', closesAt);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Close date saved')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Close date', { exact: true })).toHaveValue(closesAt);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Close date cleared')).toBeVisible();
  await expect(page.getByLabel('Close date', { exact: true })).toHaveValue('');
  browserConsole.expectClean();
});
