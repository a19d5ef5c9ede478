import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { inboxMessages } from './mail-inbox';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession, type VerifiedUser } from './verified-user';

const DAY = 24 * 60 * 60 * 1000;

async function apply(request: APIRequestContext, user: VerifiedUser, eventId: string) {
  const response = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${user.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I build prototypes fast and love shipping.' },
  });
  expect(response.ok(), `apply answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** The event's review settings: one spot, a waitlist, three days to confirm. */
async function oneSpot(request: APIRequestContext, admin: StoredSession, eventId: string) {
  const saved = await request.put(`/api/admin/events/${eventId}/review/settings`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: {
      capacity: 1,
      waitlistSize: 1,
      reviewsPerApplication: 2,
      blindReview: true,
      confirmDays: 3,
      expectedVersion: 0,
    },
  });
  expect(saved.ok(), `settings answered ${saved.status()}: ${await saved.text()}`).toBe(true);
}

/** The subjects of the emails MailDev caught for `email`, once every one of `subjects` is among them. */
async function expectEmails(request: APIRequestContext, email: string, subjects: string[]) {
  await expect
    .poll(
      async () =>
        (await inboxMessages(request))
          .filter((message) => message.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
          .map((message) => message.subject),
      { message: `emails to ${email}`, timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(subjects.map((subject) => expect.stringContaining(subject))));
}

async function participantPage(browser: Browser, user: VerifiedUser): Promise<Page> {
  const context = await browser.newContext();
  await signInBrowser(context, user.session);
  return context.newPage();
}

async function expectToast(page: Page, title: string) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  await expect(notice.first()).toBeVisible();
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}

/**
 * Issue 28, review.md 'Confirming a spot': a sprint with one spot. Staff waitlist one applicant and
 * approve the other; the approved one declines on their dashboard; staff offer the freed spot to the
 * next on the waitlist; the waitlisted one confirms on the event page; every email arrives.
 */
test('staff waitlist and approve, the approved one declines, staff offer the spot, the next one confirms', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const title = `Spot Sprint ${Date.now()}`;
  const now = Date.now();
  // Starts in ten days: approvals ask for a confirmation, three days later.
  const eventId = await createEvent(request, admin, {
    title,
    status: 'upcoming',
    startDate: new Date(now + 10 * DAY).toISOString(),
    endDate: new Date(now + 13 * DAY).toISOString(),
    submissionDeadline: new Date(now + 12 * DAY).toISOString(),
  });
  await oneSpot(request, admin, eventId);
  const ada = await createVerifiedUser(request, 'spot-ada', { firstName: 'Ada', lastName: `Spot${now % 100000}` });
  const ben = await createVerifiedUser(request, 'spot-ben', { firstName: 'Ben', lastName: `Wait${now % 100000}` });
  await apply(request, ada, eventId);
  await apply(request, ben, eventId);

  const nameOf = (user: VerifiedUser) => `${user.firstName} ${user.lastName}`;
  const rowOf = (user: VerifiedUser) => page.getByRole('row').filter({ hasText: nameOf(user) });
  const spots = page.getByRole('region', { name: 'Spots' });
  const figure = (term: string) => spots.locator('div').filter({ has: page.getByText(term, { exact: true }) });

  await test.step('staff waitlist one applicant and approve the other', async () => {
    await page.goto(`/admin?eventId=${eventId}`);
    await expect(figure('Free spots')).toContainText('1');
    await rowOf(ben).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Waitlisted' }).click();
    await expectToast(page, 'Status Changed');
    await expect(rowOf(ben)).toContainText('Waitlisted');
    await rowOf(ada).getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Status Updated');
    await expect(rowOf(ada)).toContainText('Approved');
    await expect(rowOf(ada)).toContainText('Confirm by');
    await expect(figure('Free spots')).toContainText('0');
    await expect(figure('Waitlisted')).toContainText('1');
    await expect(spots.getByRole('button', { name: 'Offer to next on waitlist' })).toBeDisabled();
  });

  await test.step('the approved applicant declines on their dashboard', async () => {
    const adaPage = await participantPage(browser, ada);
    await adaPage.goto('/dashboard');
    const standing = adaPage.getByRole('region', { name: 'Your application' });
    await expect(standing.getByText(/^Confirm your spot by /)).toBeVisible();
    await expect(standing.getByRole('button', { name: "I'll be there" })).toBeVisible();
    await standing.getByRole('button', { name: 'Decline' }).click();
    await standing.getByRole('button', { name: 'Yes, decline' }).click();
    await expect(standing.getByText('You declined your spot')).toBeVisible();
    await expect(adaPage.getByText('Withdrawn').first()).toBeVisible();
    await adaPage.context().close();
  });

  await test.step('the waitlisted applicant sees where they stand on the event page', async () => {
    const benPage = await participantPage(browser, ben);
    await benPage.goto(`/events/${eventId}`);
    await expect(benPage.getByRole('region', { name: 'Your application' })).toContainText("You're on the waitlist");
    await benPage.context().close();
  });

  await test.step('staff see the freed spot and offer it to the next on the waitlist', async () => {
    await page.reload();
    await expect(rowOf(ada)).toContainText('Withdrawn');
    await expect(rowOf(ada)).toContainText('Declined');
    await expect(figure('Free spots')).toContainText('1');
    await expect(figure('Declined')).toContainText('1');
    await spots.getByRole('button', { name: 'Offer to next on waitlist' }).click();
    await expectToast(page, 'Spots Offered');
    await expect(rowOf(ben)).toContainText('Approved');
    await expect(figure('Free spots')).toContainText('0');
    await expect(figure('Waitlisted')).toContainText('0');
  });

  await test.step('the offered applicant confirms on the event page', async () => {
    const benPage = await participantPage(browser, ben);
    await benPage.goto(`/events/${eventId}`);
    const standing = benPage.getByRole('region', { name: 'Your application' });
    await expect(standing.getByText(/^Confirm your spot by /)).toBeVisible();
    await standing.getByRole('button', { name: "I'll be there" }).click();
    await expect(standing.getByText('Your spot is confirmed')).toBeVisible();
    await benPage.context().close();
    await page.reload();
    await expect(rowOf(ben)).toContainText('Confirmed');
    await expect(figure('Confirmed')).toContainText('1');
  });

  await test.step('the drawer tells the story in words', async () => {
    await rowOf(ada)
      .getByRole('button', { name: nameOf(ada) })
      .click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByText('Status changed from pending to approved')).toBeVisible();
    await expect(drawer.getByText('Status changed from approved to withdrawn (declined the spot)')).toBeVisible();
  });

  await test.step('every email arrives', async () => {
    await expectEmails(request, ada.email, [`You're in: ${title}`, `You declined your spot: ${title}`]);
    await expectEmails(request, ben.email, [
      `You're on the waitlist: ${title}`,
      `A spot opened up: ${title}`,
      `Spot confirmed: ${title}`,
    ]);
  });

  consoleGuard.expectClean();
});
