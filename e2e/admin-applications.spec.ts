import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { inboxMessages } from './mail-inbox';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type VerifiedUser } from './verified-user';

async function apply(request: APIRequestContext, user: VerifiedUser, eventId: string) {
  const response = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${user.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I build prototypes fast and love shipping.' },
  });
  expect(response.ok(), `apply answered ${response.status()}: ${await response.text()}`).toBe(true);
}

async function mailsTo(request: APIRequestContext, email: string) {
  return (await inboxMessages(request)).filter((message) =>
    message.to.some((to) => to.address.toLowerCase() === email.toLowerCase()),
  );
}

/** Waits for the toast titled `title`, then closes every toast so the next check starts clean. */
async function expectToast(page: Page, title: string) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  await expect(notice.first()).toBeVisible();
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}

test('an admin reviews applications, resends decisions and reads the audit log', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const approvedEvent = await createEvent(request, admin, { title: `Review Sprint A ${Date.now()}` });
  const rejectedEvent = await createEvent(request, admin, { title: `Review Sprint B ${Date.now()}` });
  const first = await createVerifiedUser(request, 'applicant-a');
  const second = await createVerifiedUser(request, 'applicant-b');
  await apply(request, first, approvedEvent);
  await apply(request, second, rejectedEvent);

  await test.step('the admin approves an application from the table and the email links to the dashboard', async () => {
    await page.goto(`/admin?eventId=${approvedEvent}`);
    const row = page.getByRole('row', { name: new RegExp(`Review Sprint A`) });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Status Updated');
    await expect(row).toContainText('Approved');
    await expect
      .poll(
        async () =>
          (await mailsTo(request, first.email)).some((message) =>
            `${message.text ?? ''}${message.html ?? ''}`.includes(`/events/${approvedEvent}/dashboard`),
          ),
        { message: 'an approval email linking to the dashboard', timeout: 15_000 },
      )
      .toBe(true);
  });

  await test.step('a rejected application is marked pending, then rejected again and resent', async () => {
    await page.goto(`/admin?eventId=${rejectedEvent}`);
    const row = page.getByRole('row', { name: /Review Sprint B/ });
    await row.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectToast(page, 'Status Updated');
    await expect.poll(async () => (await mailsTo(request, second.email)).length, { timeout: 15_000 }).toBe(2);

    await row.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Pending' }).click();
    await expectToast(page, 'Status Changed');
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('button', { name: 'Resend' })).toHaveCount(0);

    await row.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Rejected' }).click();
    await expectToast(page, 'Status Changed');
    await expect(row).toContainText('Rejected');
    await row.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Email Resent');
  });

  await test.step("the drawer's timeline shows each step with the admin's name", async () => {
    await page
      .getByRole('row', { name: /Review Sprint B/ })
      .getByRole('button', { name: second.session.user.name || second.email })
      .click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByText('Application submitted')).toBeVisible();
    await expect(drawer.getByText('Status changed from pending to rejected').first()).toBeVisible();
    await expect(drawer.getByText('Status changed from rejected to pending')).toBeVisible();
    await expect(drawer.getByText('Decision email resent')).toBeVisible();
    await expect(drawer.getByText(admin.user.name || admin.user.email).first()).toBeVisible();
  });

  await test.step('the audit log lists events and exports them as CSV', async () => {
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'pending → approved' }).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('audit-log.csv');
  });

  await test.step('a participant is kept out of the audit log', async () => {
    const participantContext = await browser.newContext();
    await signInBrowser(participantContext, first.session);
    const participantPage = await participantContext.newPage();
    await participantPage.goto('/admin/audit');
    await expect(participantPage.getByText('Access Denied')).toBeVisible();
    await expect(participantPage).toHaveURL(/\/dashboard$/);
    await participantContext.close();
  });

  consoleGuard.expectClean();
});
