import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { expectEmailsArrive, inboxMessages, type InboxMessage } from './mail-inbox';
import { approveApplicant } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';

/** The emails to `to` with exactly this subject that MailDev has caught so far. */
async function emailsTo(request: APIRequestContext, to: string, subject: string): Promise<InboxMessage[]> {
  return (await inboxMessages(request)).filter(
    (message) =>
      message.subject === subject &&
      message.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()),
  );
}

interface AnnouncementRow {
  subject: string;
  state: string;
  recipientCount: number | null;
  delivery: { queued: number; sent: number; failed: number; unsubscribed: number };
}

/** Staff send an announcement now from the Messages tab (to the default segment: approved participants yet to submit). */
async function sendNow(page: Page, subject: string, body: string): Promise<void> {
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: /Message$/ }).fill(body);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Announcement sent')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
}

test('a participant unsubscribes from announcements by the email link: no second announcement, still the decision email', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminInBrowser(context);
  const run = Date.now().toString(36);
  const eventId = await createEvent(request, admin, { title: `Quiet Sprint ${run}` });
  const leaving = await createVerifiedUser(request, 'leaving');
  const staying = await createVerifiedUser(request, 'staying');
  for (const person of [leaving, staying]) await approveApplicant(request, person.session, admin, eventId);
  const first = `Kickoff at nine ${run}`;
  const second = `Demo order posted ${run}`;
  const browserConsole = watchConsole(page);

  let unsubscribeLink = '';
  await test.step('staff send announcement 1 now; both participants get it, with an unsubscribe link', async () => {
    await page.goto(`/admin/bootstrap?tab=messages&event=${eventId}`);
    await expect(page.getByRole('tab', { name: 'Messages', selected: true })).toBeVisible();
    await expect(page.getByText('2 recipient(s) will get this announcement.')).toBeVisible();
    await sendNow(page, first, 'The kickoff starts at **nine** in the main hall.');
    await expectEmailsArrive(request, [
      { to: leaving.email, subject: first },
      { to: staying.email, subject: first },
    ]);
    const [email] = await emailsTo(request, leaving.email, first);
    const href = /<a href="([^"]+)"[^>]*>Unsubscribe<\/a>/.exec(email.html ?? '')?.[1];
    expect(href, 'the HTML footer links to the unsubscribe page').toMatch(/\/api\/email\/unsubscribe\?token=/);
    unsubscribeLink = href!.replaceAll('&amp;', '&');
  });

  await test.step('participant A opens the link signed out and unsubscribes from announcements', async () => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const visitorConsole = watchConsole(visitorPage);
    const url = new URL(unsubscribeLink);
    await visitorPage.goto(url.pathname + url.search);
    await expect(visitorPage).toHaveURL(/\/unsubscribe\?token=/);
    await expect(visitorPage.getByRole('heading', { name: 'Unsubscribe from Announcements emails' })).toBeVisible();
    expect(await blockingViolations(visitorPage)).toEqual([]);
    await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitorPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    visitorConsole.expectClean();
    await visitor.close();
  });

  await test.step('staff send announcement 2: B gets it, A does not; announcement 1 counts one unsubscribed since', async () => {
    await page.reload();
    // The count leaves out who turned announcements off.
    await expect(page.getByText('1 recipient(s) will get this announcement.')).toBeVisible();
    await sendNow(page, second, 'The demo order is on the event page.');
    await expectEmailsArrive(request, [{ to: staying.email, subject: second }]);
    // Once every email of announcement 2 is sent (the worker sends in parallel), A's would be in too.
    await expect
      .poll(async () => {
        const listed = await request.get(`/api/admin/events/${eventId}/announcements`, {
          headers: { Authorization: `Bearer ${admin.accessToken}` },
        });
        const found = ((await listed.json()) as AnnouncementRow[]).find((each) => each.subject === second);
        return found && { state: found.state, recipientCount: found.recipientCount, delivery: found.delivery };
      })
      .toEqual({ state: 'sent', recipientCount: 1, delivery: { queued: 0, sent: 1, failed: 0, unsubscribed: 0 } });
    expect(await emailsTo(request, leaving.email, second)).toEqual([]);
    await page.reload();
    await expect(
      page.getByRole('row').filter({ hasText: first }).getByText('0 queued · 2 sent · 0 failed · 1 unsubscribed since'),
    ).toBeVisible();
  });

  await test.step('A still gets the decision email of another event', async () => {
    const otherTitle = `Loud Sprint ${run}`;
    const otherEventId = await createEvent(request, admin, { title: otherTitle });
    await approveApplicant(request, leaving.session, admin, otherEventId);
    await expectEmailsArrive(request, [{ to: leaving.email, subject: `You're in: ${otherTitle}` }]);
  });

  browserConsole.expectClean();
});
