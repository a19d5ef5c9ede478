import { expect, test } from '@playwright/test';
import { pickDate } from './antd-inputs';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { expectEmailsArrive, inboxMessages, MAIL_INBOX_URL } from './mail-inbox';
import { approveApplicant } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

const MINUTE = 60_000;
const ZONE = 'America/Los_Angeles';

/** `at` as the event's wall clock, the way the picker takes it: 'YYYY-MM-DD HH:mm'. */
function wallClock(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

test('staff schedule an announcement to approved participants who have not submitted; it arrives after its time as HTML with the unsubscribe link and shows on their dashboard', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await adminInBrowser(context);
  const eventId = await createEvent(request, admin, { title: `Messages Sprint ${Date.now().toString(36)}` });
  const participant = await createVerifiedUser(request, 'announced');
  await approveApplicant(request, participant.session, admin, eventId);
  const subject = `Demo day plan ${Date.now().toString(36)}`;
  const browserConsole = watchConsole(page);

  // The next whole minute after one from now, in the event's timezone.
  const sendAt = new Date(Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE);
  await test.step('the Messages tab counts the segment, previews the message and schedules it', async () => {
    await page.goto(`/admin/bootstrap?tab=messages&event=${eventId}`);
    await expect(page.getByRole('tab', { name: 'Messages', selected: true })).toBeVisible();
    await expect(page.getByText('1 recipient(s) will get this announcement.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByRole('textbox', { name: /Message$/ })
      .fill('Demos start **tomorrow** at 10.\n\n<img src=x onerror=alert(1)>');
    await expect(
      page.locator('.ant-card').filter({ hasText: 'Preview' }).locator('strong', { hasText: 'tomorrow' }),
    ).toBeVisible();
    await pickDate(page, 'Send at', wallClock(sendAt));
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Announcement scheduled')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row.getByText('Scheduled')).toBeVisible();
    await expect(row.getByText('Approved participants whose team has not submitted')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  await test.step('the email arrives after its time, once, as HTML with the unsubscribe link and the one-click headers', async () => {
    const arrivedSoFar = async () =>
      (await inboxMessages(request)).filter(
        (message) => message.subject === subject && message.to.some((to) => to.address === participant.email),
      );
    if (Date.now() < sendAt.getTime() - 10_000) expect(await arrivedSoFar()).toEqual([]);
    // The scheduler (a tick every 5 s in the e2e server) sends it once its time has come.
    await page.waitForTimeout(Math.max(0, sendAt.getTime() - Date.now()));
    await expectEmailsArrive(request, [{ to: participant.email, subject }]);
    const arrived = await arrivedSoFar();
    expect(arrived).toHaveLength(1);
    expect(Date.now()).toBeGreaterThanOrEqual(sendAt.getTime());
    expect(arrived[0].text).toContain('Demos start **tomorrow** at 10.');
    // The HTML part: the markdown rendered, the raw HTML shown as text, and the footer's unsubscribe link.
    const html = arrived[0].html ?? '';
    expect(html).toContain('<strong>tomorrow</strong>');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const htmlLink = /<a href="([^"]+)"[^>]*>Unsubscribe<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(htmlLink).toMatch(/\/api\/email\/unsubscribe\?token=/);
    // The one-click headers (RFC 8058) as sent, from the source (MailDev's JSON keeps only some).
    const source = await (await request.get(`${MAIL_INBOX_URL}/api/email/${arrived[0].id}/source`)).text();
    const headers = source.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    expect(/^List-Unsubscribe: <([^>]+)>$/im.exec(headers)?.[1]).toBe(htmlLink);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  await test.step('the participant reads it on their event dashboard, rendered and sanitised', async () => {
    const participantContext = await browser.newContext();
    await signInBrowser(participantContext, participant.session);
    const participantPage = await participantContext.newPage();
    await participantPage.goto(`/events/${eventId}/dashboard`);
    const card = participantPage.locator('.ant-card').filter({ hasText: 'Announcements' });
    await expect(card.getByText(subject)).toBeVisible();
    await expect(card.locator('strong', { hasText: 'tomorrow' })).toBeVisible();
    await expect(card.locator('img[onerror]')).toHaveCount(0);
    expect(await blockingViolations(participantPage)).toEqual([]);
    await participantContext.close();
  });

  browserConsole.expectClean();
});
