import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { watchConsole } from './console-guard';
import { inboxAttachment, inboxMessages, type InboxMessage } from './mail-inbox';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What a calendar makes of the file: its one event, its times and its one alarm's moment. */
function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents, 'one event in the calendar file').toHaveLength(1);
  const alarms = vevents[0].getAllSubcomponents('valarm');
  expect(alarms, 'one alarm on the event').toHaveLength(1);
  const event = new ICAL.Event(vevents[0]);
  const trigger = alarms[0].getFirstPropertyValue('trigger') as ICAL.Duration;
  return {
    summary: event.summary,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    alarmAt: new Date(event.startDate.toJSDate().getTime() + trigger.toSeconds() * 1000).toISOString(),
    description: event.description,
  };
}

async function expectToast(page: Page, title: string) {
  await expect(page.locator('.ant-notification-notice').filter({ hasText: title }).first()).toBeVisible();
}

test('the approval email carries the sprint as a calendar file, and the event page adds it to a calendar', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  // Ten days out, to the minute, in New York: a deadline 2 days 5 hours after the start.
  const start = Math.ceil((Date.now() + 10 * DAY) / MINUTE) * MINUTE;
  const sprint = {
    title: `Calendar Sprint, NYC; ${Date.now()}`,
    timezone: 'America/New_York' as const,
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 3 * DAY).toISOString(),
    submissionDeadline: new Date(start + 2 * DAY + 5 * 60 * MINUTE).toISOString(),
  };
  const eventId = await createEvent(request, admin, { ...sprint, status: 'upcoming' });
  const expected = {
    summary: sprint.title,
    start: sprint.startDate,
    end: sprint.endDate,
    alarmAt: sprint.submissionDeadline,
  };

  const applicant = await createVerifiedUser(request, 'calendar-applicant');
  const applied = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${applicant.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I put every sprint in my calendar.' },
  });
  expect(applied.ok(), `apply answered ${applied.status()}`).toBe(true);

  await test.step('an admin approves the application', async () => {
    await page.goto(`/admin?eventId=${eventId}`);
    const row = page.getByRole('row', { name: /Calendar Sprint/ });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Status Updated');
    await expect(row).toContainText('Approved');
  });

  await test.step('the approval email in the inbox carries sprint.ics, a valid calendar event', async () => {
    let approval: InboxMessage | undefined;
    await expect
      .poll(
        async () => {
          approval = (await inboxMessages(request)).find(
            (message) =>
              message.subject === `You're in: ${sprint.title}` &&
              message.to.some((to) => to.address.toLowerCase() === applicant.email.toLowerCase()),
          );
          return approval !== undefined;
        },
        { message: 'the approval email in the inbox', timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true);
    const message = approval as InboxMessage;
    expect(message.text).toContain('The calendar invitation for the sprint is attached');
    expect(message.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'sprint.ics', contentType: 'text/calendar' },
    ]);
    const invitation = readCalendar(await inboxAttachment(request, message, 'sprint.ics'));
    expect(invitation).toMatchObject(expected);
    expect(invitation.description).toContain(`Event page: `);
    expect(invitation.description).toContain(`/events/${eventId}`);
    expect(invitation.description).toContain('Times in America/New_York.');
  });

  await test.step("a visitor's 'Add to calendar' on the event page downloads the same event", async () => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/events/${eventId}`);
    const [download] = await Promise.all([
      visitorPage.waitForEvent('download'),
      visitorPage.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sprint.ics');
    const file = await readFile(await download.path(), 'utf8');
    expect(readCalendar(file)).toMatchObject(expected);
    await visitor.close();
  });

  consoleGuard.expectClean();

  await test.step("the admin's 'Add to calendar' works on a draft they alone can see", async () => {
    const draftId = await createEvent(request, admin, { ...sprint, title: `Draft ${sprint.title}`, status: 'draft' });
    // The server-rendered document hides drafts from everyone (404, which Chromium logs); the page
    // then reads the draft with the admin's token, and so does 'Add to calendar'.
    expect((await page.goto(`/events/${draftId}`))?.status()).toBe(404);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(readCalendar(await readFile(await download.path(), 'utf8')).summary).toBe(`Draft ${sprint.title}`);
    expect(consoleGuard.errors).toEqual([expect.stringContaining('status of 404 (Not Found)')]);
  });
});
