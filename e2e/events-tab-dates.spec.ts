import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { adminSession } from './staff-session';
import { signInBrowser } from './verified-user';

// A browser far from the event: its own days differ from the event's for the same instants.
test.use({ timezoneId: 'Asia/Tokyo' });

test("the Events tab's Dates column reads start, end and deadline in the event's timezone", async ({
  page,
  context,
  request,
}) => {
  const admin = await adminSession(request);
  const title = `Zoned Sprint ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/events', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: {
      title,
      timezone: 'America/Los_Angeles',
      // 05:00 UTC is 9 PM the day before in Los Angeles and 2 PM the same day in Tokyo.
      startDate: '2031-01-10T05:00:00.000Z',
      endDate: '2031-01-13T05:00:00.000Z',
      submissionDeadline: '2031-01-12T05:00:00.000Z',
      tracks: ['startup'],
      teamSizeMax: 4,
      criteria: [{ label: 'Traction', weight: 50 }],
      judges: [],
    },
  });
  expect(created.status()).toBe(201);
  await signInBrowser(context, admin);
  const browserConsole = watchConsole(page);

  await page.goto('/admin/bootstrap');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Start: Jan 9, 2031, 9:00 PM PST');
  await expect(row).toContainText('End: Jan 12, 2031, 9:00 PM PST');
  await expect(row).toContainText('Deadline: Jan 11, 2031, 9:00 PM PST');
  await expect(row).not.toContainText('Jan 10, 2031');
  browserConsole.expectClean();
});
