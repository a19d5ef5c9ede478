import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { LIVE_WITHIN_MS, openLivePage } from './live-page';
import { inboxMessages } from './mail-inbox';
import { approveApplicant } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, type StoredSession } from './verified-user';

/** The participant dashboard's Team tab of the event, its live stream open. */
async function openTeamTab(browser: Browser, session: StoredSession, eventId: string) {
  const view = await openLivePage(browser, session, `/events/${eventId}/dashboard`);
  await view.page.getByRole('tab', { name: 'Team', exact: true }).click();
  return view;
}

const members = (page: Page) => page.getByRole('region', { name: 'Team members' });

test("a teammate's changes show on the other member's open Team tab, without reload", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title: `Team Live ${Date.now().toString(36)}` });
  const owner = await createVerifiedUser(request, 'live-owner', { firstName: 'Olive', lastName: 'Owner' });
  const mate = await createVerifiedUser(request, 'live-mate', { firstName: 'Milo', lastName: 'Mate' });
  for (const person of [owner, mate]) await approveApplicant(request, person.session, admin, eventId);
  const ownerHeaders = { Authorization: `Bearer ${owner.session.accessToken}` };
  const team = await request.post(`/api/events/${eventId}/team`, {
    headers: ownerHeaders,
    data: { title: 'Ledger Lens' },
  });
  expect(team.ok(), `create team answered ${team.status()}`).toBe(true);
  const { id: projectId } = (await team.json()) as { id: string };
  const invited = await request.post(`/api/projects/${projectId}/team/invitations`, {
    headers: ownerHeaders,
    data: { email: mate.email },
  });
  expect(invited.ok(), `invite answered ${invited.status()}`).toBe(true);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const message = (await inboxMessages(request)).find(
        (each) => each.to.some((to) => to.address === mate.email) && (each.text ?? '').includes('/teams/invitations/'),
      );
      token = message?.text?.match(/\/teams\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
      return token;
    })
    .toBeTruthy();

  const ownerView = await openTeamTab(browser, owner.session, eventId);
  await expect(members(ownerView.page).getByText('Olive Owner')).toBeVisible();
  await expect(members(ownerView.page).getByText('Milo Mate')).toHaveCount(0);

  // The mate accepts elsewhere: the owner's open tab shows them.
  const accepted = await request.post('/api/team-invitations/accept', {
    headers: { Authorization: `Bearer ${mate.session.accessToken}` },
    data: { token },
  });
  expect(accepted.ok(), `accept answered ${accepted.status()}`).toBe(true);
  await expect(members(ownerView.page).getByText('Milo Mate')).toBeVisible({ timeout: LIVE_WITHIN_MS });

  // The owner renames the project elsewhere: the mate's open tab shows the new title.
  const mateView = await openTeamTab(browser, mate.session, eventId);
  await expect(mateView.page.getByRole('link', { name: 'Ledger Lens', exact: true })).toBeVisible();
  const project = await request.get(`/api/projects/${projectId}`, { headers: ownerHeaders });
  const { version } = (await project.json()) as { version: number };
  const renamed = await request.put(`/api/projects/${projectId}`, {
    headers: ownerHeaders,
    data: { title: 'Ledger Lens Pro', version },
  });
  expect(renamed.ok(), `rename answered ${renamed.status()}: ${await renamed.text()}`).toBe(true);
  await expect(mateView.page.getByRole('link', { name: 'Ledger Lens Pro', exact: true })).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });

  for (const view of [ownerView, mateView]) {
    expect(view.reloads, 'no page reloaded').toEqual([]);
    view.consoleGuard.expectClean();
    await view.context.close();
  }
});

test('an open Find Teams page shows a team opening its listing and a person starting to look, without reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title: `Find Teams Live ${Date.now().toString(36)}` });
  const reader = await createVerifiedUser(request, 'live-reader', { firstName: 'Rita', lastName: 'Reader' });
  const owner = await createVerifiedUser(request, 'live-lister', { firstName: 'Lena', lastName: 'Lister' });
  const seeker = await createVerifiedUser(request, 'live-seeker', { firstName: 'Sam', lastName: 'Seeker' });
  for (const person of [reader, owner, seeker]) await approveApplicant(request, person.session, admin, eventId);
  const teamTitle = `Beacon ${Date.now().toString(36)}`;
  const team = await ok(
    await request.post(`/api/events/${eventId}/team`, { headers: bearer(owner.session), data: { title: teamTitle } }),
    'create team',
  );
  const { id: projectId } = (await team.json()) as { id: string };

  const view = await openLivePage(browser, reader.session, `/teams?event=${eventId}`);
  await expect(view.page.getByRole('heading', { name: 'Find Teams', level: 1 })).toBeVisible();
  const teamCard = view.page
    .getByRole('region', { name: 'Teams looking for members' })
    .locator('.ant-card')
    .filter({ hasText: teamTitle });
  const personCard = view.page
    .getByRole('region', { name: 'People looking for a team' })
    .locator('.ant-card')
    .filter({ hasText: 'Sam Seeker' });
  await expect(teamCard).toHaveCount(0);
  await expect(personCard).toHaveCount(0);

  await ok(
    await request.put(`/api/projects/${projectId}/team/listing`, {
      headers: bearer(owner.session),
      data: { lookingFor: 'A designer who sketches fast', open: true },
    }),
    'open the listing',
  );
  await expect(teamCard.getByText('A designer who sketches fast')).toBeVisible({ timeout: LIVE_WITHIN_MS });

  await ok(
    await request.put(`/api/events/${eventId}/seeking`, { headers: bearer(seeker.session), data: { seeking: true } }),
    "switch on 'Looking for a team'",
  );
  await expect(personCard).toBeVisible({ timeout: LIVE_WITHIN_MS });

  expect(view.reloads, 'no page reloaded').toEqual([]);
  view.consoleGuard.expectClean();
  await view.context.close();
});
