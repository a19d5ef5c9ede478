import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchConsole } from './console-guard';
import { inboxMessages, MAIL_INBOX_URL, type InboxMessage } from './mail-inbox';
import { approveApplicant } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession } from './verified-user';

test('a participant turns Team activity off on /profile and it stays off after a reload', async ({ page, context }) => {
  const user = await createVerifiedUser(context.request, 'prefs');
  await signInBrowser(context, user.session);
  const browserConsole = watchConsole(page);

  await page.goto('/profile');
  const section = page.locator('.ant-card').filter({ hasText: 'Email preferences' });
  await expect(section.getByText('Always sent:')).toBeVisible();
  const teamActivity = section.getByRole('switch', { name: 'Team activity' });
  await expect(teamActivity).toBeChecked();
  await teamActivity.click();
  await expect(page.getByText('Team activity emails turned off')).toBeVisible();
  await expect(teamActivity).not.toBeChecked();

  await page.reload();
  await expect(section.getByRole('switch', { name: 'Team activity' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Announcements' })).toBeChecked();
  await expect(section.getByRole('switch', { name: 'Reminders' })).toBeChecked();
  browserConsole.expectClean();
});

/** The latest email to `to` whose subject ends so, as MailDev caught it. */
async function latestEmail(request: APIRequestContext, to: string, subjectEnd: string): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxMessages(request))
          .filter(
            (m) => m.subject.endsWith(subjectEnd) && m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()),
          )
          .at(-1);
        return found !== undefined;
      },
      { message: `an email '…${subjectEnd}' to ${to}`, timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

const bearer = (session: StoredSession) => ({ Authorization: `Bearer ${session.accessToken}` });

test('the unsubscribe link of a team activity email works without signing in', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title: `Unsubscribe Sprint ${Date.now()}`, status: 'active' });
  const owner = await createVerifiedUser(request, 'owner');
  const asker = await createVerifiedUser(request, 'asker');
  for (const person of [owner, asker]) await approveApplicant(request, person.session, admin, eventId);

  const team = await request.post(`/api/events/${eventId}/team`, {
    headers: bearer(owner.session),
    data: { title: 'Quiet Inbox' },
  });
  expect(team.ok(), await team.text()).toBe(true);
  const { id: projectId } = (await team.json()) as { id: string };
  const listed = await request.put(`/api/projects/${projectId}/team/listing`, {
    headers: bearer(owner.session),
    data: { open: true, lookingFor: 'A designer' },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const asked = await request.post(`/api/projects/${projectId}/team/join-requests`, {
    headers: bearer(asker.session),
    data: { message: 'I design things.' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  const email = await latestEmail(request, owner.email, 'asks to join Quiet Inbox');
  // The headers as sent (MailDev's JSON keeps only some of them).
  const source = await (await request.get(`${MAIL_INBOX_URL}/api/email/${email.id}/source`)).text();
  const headers = source.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
  const link = /^List-Unsubscribe: <([^>]+)>$/im.exec(headers)?.[1];
  expect(link).toMatch(/\/api\/email\/unsubscribe\?token=/);

  // A fresh browser, signed in as nobody, opens the link as the email's footer would.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const browserConsole = watchConsole(page);
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from Team activity emails' })).toBeVisible();
  await expect(page.getByText(`${owner.email.charAt(0)}…@example.com`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  browserConsole.expectClean();
  await visitor.close();

  const preferences = await request.get('/api/me/email-preferences', { headers: bearer(owner.session) });
  const { categories } = (await preferences.json()) as { categories: { category: string; on: boolean }[] };
  expect(categories.find((c) => c.category === 'team_activity')?.on).toBe(false);
});
