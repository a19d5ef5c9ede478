import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { approveApplicant } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

// The table shows 20 applications a page; one more pushes the oldest onto page 2.
const TABLE_PAGE_SIZE = 20;

test("the pending cards show pending applications the table's current page does not hold", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const applicant = await createVerifiedUser(request, 'pending-paged');
  const stamp = Date.now().toString(36);
  const waitingTitle = `Waiting Sprint ${stamp}`;
  const waitingEvent = await createEvent(request, admin, { title: waitingTitle });
  const applied = await request.post(`/api/events/${waitingEvent}/applications`, {
    headers: { Authorization: `Bearer ${applicant.session.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'Oldest and still waiting for a decision.' },
  });
  expect(applied.ok(), `apply answered ${applied.status()}`).toBe(true);
  // Newer, decided applications fill the table's first page (newest first).
  for (let index = 0; index < TABLE_PAGE_SIZE; index += 1) {
    const eventId = await createEvent(request, admin, { title: `Decided Sprint ${stamp} ${index}` });
    await approveApplicant(request, applicant.session, admin, eventId);
  }
  await signInBrowser(context, admin);
  const browserConsole = watchConsole(page);

  await page.goto('/admin');
  await expect(page.getByRole('row', { name: new RegExp(`Decided Sprint ${stamp} 19`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(waitingTitle) })).toHaveCount(0);
  const card = page.getByRole('region').filter({ hasText: `→ ${waitingTitle}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Oldest and still waiting for a decision.')).toBeVisible();

  await card.getByRole('button', { name: 'Approve Application' }).click();
  await expect(page.getByText('Status Updated').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  browserConsole.expectClean();
});
