import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { addCriterion, addJudge } from './judging-steps';
import { LIVE_WITHIN_MS, openLivePage } from './live-page';
import { submitProject } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, type StoredSession } from './verified-user';
import { submissionRow, winnerRow } from './winner-steps';

// Issue 17's list of screens that refresh themselves. Every change below is made through the API,
// outside the watching browser: only the live stream can tell that browser, so a screen that shows
// the change within the bound, with no reload, shows the stream at work.

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The Judging tab's card with the judging run. */
function judgingProgress(page: Page) {
  return page.locator('.ant-card').filter({ hasText: 'Judging Progress' });
}

async function judgingVersion(request: APIRequestContext, admin: StoredSession, eventId: string) {
  const judging = await ok(
    await request.get(`/api/admin/events/${eventId}/judging`, { headers: bearer(admin) }),
    'judging',
  );
  return ((await judging.json()) as { version: number }).version;
}

async function changeJudgingPhase(
  request: APIRequestContext,
  admin: StoredSession,
  eventId: string,
  change: 'open' | 'close' | 'publish',
) {
  const expectedVersion = await judgingVersion(request, admin, eventId);
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/${change}`, {
      headers: bearer(admin),
      data: { expectedVersion },
    }),
    `${change} judging`,
  );
}

test("the hackathon admin's Submissions, Judging, Winners and Events tabs and a team's leaderboard refresh themselves", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminSession(request);
  const stamp = Date.now().toString(36);
  const eventTitle = `Live Tabs Sprint ${stamp}`;
  const projectTitle = `Live Tabs Project ${stamp}`;
  const eventId = await createEvent(request, admin, { title: eventTitle });
  await addCriterion(request, admin, eventId);
  const judge = await createVerifiedUser(request, 'live-tabs-judge');
  await addJudge(request, admin, eventId, judge);
  const owner = await createVerifiedUser(request, 'live-tabs-owner');

  const staff = await openLivePage(
    browser,
    admin,
    `/admin/bootstrap?tab=submissions&subEvent=${eventId}&event=${eventId}`,
  );
  const { page } = staff;
  await expect(page.getByRole('tab', { name: 'Submissions', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No submissions found')).toBeVisible();

  await test.step('a team submits: the row appears on the open Submissions tab', async () => {
    await submitProject(request, owner, admin, eventId, {
      title: projectTitle,
      tagline: 'Updates that arrive by themselves.',
      descriptionMd: 'A project submitted while staff watch.',
      track: 'startup',
    });
    await expect(submissionRow(page, projectTitle)).toBeVisible({ timeout: LIVE_WITHIN_MS });
  });

  await test.step('judging opens and a judge scores: the open Judging tab follows', async () => {
    await openTab(page, 'Judging');
    const progress = judgingProgress(page);
    await expect(progress).toBeVisible();
    await expect(progress.getByTestId('judging-state')).toHaveText('Judging not started');
    await expect(progress.getByTestId('judging-coverage')).toHaveText('0 of 1 submissions fully reviewed');

    await changeJudgingPhase(request, admin, eventId, 'open');
    await expect(progress.getByTestId('judging-state')).toHaveText('Judging open', { timeout: LIVE_WITHIN_MS });
    await ok(
      await request.post(`/api/admin/events/${eventId}/judging/assign`, {
        headers: bearer(admin),
        // Every test account is @example.com: the same-domain rule would exclude the judge.
        data: { reviewsPerSubmission: 1, sameDomainConflicts: false },
      }),
      'assign submissions',
    );
    await expect(
      progress.getByRole('region', { name: 'Assignments' }).getByRole('row').filter({ hasText: projectTitle }),
    ).toBeVisible({
      timeout: LIVE_WITHIN_MS,
    });

    const criteria = (await (
      await ok(await request.get(`/api/admin/events/${eventId}/criteria`, { headers: bearer(admin) }), 'criteria')
    ).json()) as { id: string }[];
    const queue = (await (
      await ok(await request.get(`/api/judging/events/${eventId}/queue`, { headers: bearer(judge.session) }), 'queue')
    ).json()) as { assignments: { assignmentId: string }[] };
    await ok(
      await request.put(`/api/judging/assignments/${queue.assignments[0]?.assignmentId}/sheet`, {
        headers: bearer(judge.session),
        data: { scores: criteria.map(({ id }) => ({ criterionId: id, score: 4 })), expectedVersion: 0 },
      }),
      'save sheet',
    );
    await expect(progress.getByTestId('judging-coverage')).toHaveText('1 of 1 submissions fully reviewed', {
      timeout: LIVE_WITHIN_MS,
    });
  });

  await test.step("results are published: the team's open leaderboard shows them", async () => {
    const team = await openLivePage(browser, owner.session, `/leaderboard/${eventId}`);
    await expect(team.page.getByText('Results have not been published yet.')).toBeVisible();
    await changeJudgingPhase(request, admin, eventId, 'close');
    await changeJudgingPhase(request, admin, eventId, 'publish');
    await expect(team.page.getByTestId('leaderboard-title').filter({ hasText: projectTitle })).toBeVisible({
      timeout: LIVE_WITHIN_MS,
    });
    expect(team.reloads, 'the leaderboard did not reload').toEqual([]);
    // The one error expected: the leaderboard's 403 while results were unpublished.
    expect(team.consoleGuard.errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
    await team.context.close();
  });

  await test.step('another admin awards the submission: the open Winners tab lists it', async () => {
    await openTab(page, 'Winners');
    await expect(page.getByText('No winners selected yet')).toBeVisible();
    const submissions = (await (
      await ok(
        await request.get(`/api/admin/submissions?eventId=${eventId}`, { headers: bearer(admin) }),
        'submissions',
      )
    ).json()) as { items: { id: string }[] };
    await ok(
      await request.post(`/api/admin/events/${eventId}/winners`, {
        headers: bearer(admin),
        data: { submissionId: submissions.items[0]?.id, track: 'startup', place: 1 },
      }),
      'add winner',
    );
    await expect(winnerRow(page, projectTitle)).toBeVisible({ timeout: LIVE_WITHIN_MS });
  });

  await test.step('another admin completes the event: the open Events tab shows its new status', async () => {
    await openTab(page, 'Events');
    const eventRow = page.getByRole('row').filter({ hasText: eventTitle });
    await expect(eventRow).toContainText('Active');
    await ok(
      await request.put(`/api/admin/events/${eventId}/status`, {
        headers: bearer(admin),
        data: { status: 'completed' },
      }),
      'complete the event',
    );
    await expect(eventRow).toContainText('Completed', { timeout: LIVE_WITHIN_MS });
  });

  expect(staff.reloads, 'the staff page did not reload').toEqual([]);
  staff.consoleGuard.expectClean();
  await staff.context.close();
});

test("an applicant's event page and the staff's pending cards refresh themselves", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const eventTitle = `Live Cards Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title: eventTitle });
  const early = await createVerifiedUser(request, 'live-cards-early', { firstName: 'Erin', lastName: 'Early' });
  const late = await createVerifiedUser(request, 'live-cards-late', { firstName: 'Lars', lastName: 'Late' });
  const apply = async (session: StoredSession) => {
    const applied = await ok(
      await request.post(`/api/events/${eventId}/applications`, {
        headers: bearer(session),
        data: { role: 'Dev', shortAnswer: 'I want to see decisions as they happen.' },
      }),
      'apply',
    );
    return ((await applied.json()) as { id: string }).id;
  };
  const earlyApplication = await apply(early.session);

  const applicant = await openLivePage(browser, early.session, `/events/${eventId}`);
  // The event page repeats the applicant's status in its hero and its sidebar.
  const status = applicant.page.getByText('Application status:').first();
  await expect(status).toContainText('pending');
  const staff = await openLivePage(browser, admin, `/admin?eventId=${eventId}`);
  const card = (name: string) => staff.page.getByRole('region', { name: `${name} → ${eventTitle}` });
  await expect(card('Erin Early')).toBeVisible();
  await expect(card('Lars Late')).toHaveCount(0);

  await test.step('a new application appears among the open pending cards', async () => {
    await apply(late.session);
    await expect(card('Lars Late')).toBeVisible({ timeout: LIVE_WITHIN_MS });
  });

  await test.step("another admin approves: the applicant's open event page and the staff's cards follow", async () => {
    const detail = await ok(
      await request.get(`/api/admin/applications/${earlyApplication}`, { headers: bearer(admin) }),
      'application detail',
    );
    const { version } = (await detail.json()) as { version: number };
    await ok(
      await request.put(`/api/admin/applications/${earlyApplication}/status`, {
        headers: bearer(admin),
        data: { status: 'approved', version },
      }),
      'approve',
    );
    await expect(status).toContainText('approved', { timeout: LIVE_WITHIN_MS });
    await expect(card('Erin Early')).toHaveCount(0, { timeout: LIVE_WITHIN_MS });
    await expect(card('Lars Late')).toBeVisible();
  });

  for (const watcher of [applicant, staff]) {
    expect(watcher.reloads, 'no page reloaded').toEqual([]);
    watcher.consoleGuard.expectClean();
    await watcher.context.close();
  }
});
