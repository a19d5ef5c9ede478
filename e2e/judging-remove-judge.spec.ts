import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { watchConsole } from './console-guard';
import { addJudge, confirmPopover } from './judging-steps';
import { submitProject } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession, type VerifiedUser } from './verified-user';
import { expectToast } from './winner-steps';

/** Opens judging, gives every submission the one judge, and has them score every assignment 4. */
async function judgedBy(request: APIRequestContext, admin: StoredSession, eventId: string, judge: VerifiedUser) {
  await addJudge(request, admin, eventId, judge);
  const { version } = (await (
    await ok(await request.get(`/api/admin/events/${eventId}/judging`, { headers: bearer(admin) }), 'judging')
  ).json()) as { version: number };
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/open`, {
      headers: bearer(admin),
      data: { expectedVersion: version },
    }),
    'open judging',
  );
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/assign`, {
      headers: bearer(admin),
      // Every test account is @example.com: the same-domain rule would exclude every judge.
      data: { reviewsPerSubmission: 1, sameDomainConflicts: false },
    }),
    'assign submissions',
  );
  const criteria = (await (
    await ok(await request.get(`/api/admin/events/${eventId}/criteria`, { headers: bearer(admin) }), 'criteria')
  ).json()) as { id: string }[];
  const queue = (await (
    await ok(await request.get(`/api/judging/events/${eventId}/queue`, { headers: bearer(judge.session) }), 'queue')
  ).json()) as { assignments: { assignmentId: string }[] };
  for (const { assignmentId } of queue.assignments) {
    await ok(
      await request.put(`/api/judging/assignments/${assignmentId}/sheet`, {
        headers: bearer(judge.session),
        data: { scores: criteria.map(({ id }) => ({ criterionId: id, score: 4 })), expectedVersion: 0 },
      }),
      'save sheet',
    );
  }
}

async function submittedProject(request: APIRequestContext, admin: StoredSession, eventId: string, title: string) {
  const owner = await createVerifiedUser(request, 'judged-owner');
  return submitProject(request, owner, admin, eventId, {
    title,
    tagline: 'Judged, then not',
    descriptionMd: 'A project whose judge steps away.',
    track: 'discovery',
  });
}

test('removing a judge on the Judging tab says how many saved sheets stop counting and asks first', async ({
  page,
  context,
  request,
}) => {
  const consoleGuard = watchConsole(page);
  const stamp = Date.now().toString(36);
  const admin = await adminInBrowser(context);
  const eventId = await createEvent(request, admin, { title: `Judge Removal Sprint ${stamp}` });
  for (const title of ['Alpha', 'Beta']) await submittedProject(request, admin, eventId, `${title} Removal ${stamp}`);
  const judgeName = `Grace Leaving${stamp}`;
  const judge = await createVerifiedUser(request, 'leaving-judge', { firstName: 'Grace', lastName: `Leaving${stamp}` });
  await judgedBy(request, admin, eventId, judge);

  await page.goto(`/admin/bootstrap?tab=judging&event=${eventId}`);
  const judges = page.locator('.ant-card').filter({ hasText: 'Event Judges' });
  const progress = page.locator('.ant-card').filter({ hasText: 'Judging Progress' });
  await expect(progress.getByTestId('judging-coverage')).toHaveText('2 of 2 submissions fully reviewed');
  const popover = page.locator('.ant-popover:visible');

  await test.step('Remove asks first, with the number of sheets it drops; Cancel keeps the judge', async () => {
    await judges.getByRole('button', { name: `Remove ${judgeName}` }).click();
    await expect(popover.getByText(`Remove ${judgeName}?`)).toBeVisible();
    await expect(popover.getByText('Their 2 saved score sheets will no longer count.')).toBeVisible();
    await popover.getByRole('button', { name: 'Cancel' }).click();
    await expect(popover).toHaveCount(0);
    await expect(judges.getByRole('row', { name: new RegExp(judge.email) })).toContainText('Active');
  });

  await test.step('confirming removes the judge and their assignments leave the matrix', async () => {
    await judges.getByRole('button', { name: `Remove ${judgeName}` }).click();
    await confirmPopover(page, 'Remove');
    await expectToast(page, 'Judge removed successfully');
    await expect(judges.getByRole('row', { name: new RegExp(judge.email) })).toHaveCount(0);
    await expect(progress.getByTestId('judging-coverage')).toHaveText('0 of 2 submissions fully reviewed');
    await expect(progress.getByRole('region', { name: 'Assignments' }).getByTestId('matrix-cell')).toHaveCount(0);
    const board = (await (
      await ok(await request.get(`/api/results/leaderboards/${eventId}`, { headers: bearer(admin) }), 'leaderboard')
    ).json()) as { judging: { sheets: number } };
    expect(board.judging.sheets).toBe(0);
  });

  consoleGuard.expectClean();
});

test('a judge who declared a conflict with a team is told so on its score sheet', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const context = await browser.newContext();
  const admin = await adminInBrowser(context);
  const eventId = await createEvent(request, admin, { title: `Conflict Sprint ${stamp}` });
  const projectId = await submittedProject(request, admin, eventId, `Conflicted ${stamp}`);
  const judge = await createVerifiedUser(request, 'conflicted-judge');
  await judgedBy(request, admin, eventId, judge);
  await ok(
    await request.post(`/api/judging/events/${eventId}/conflicts`, {
      headers: bearer(judge.session),
      data: { projectId, reason: 'I advised this team.' },
    }),
    'declare conflict',
  );

  const judgeContext = await browser.newContext();
  await signInBrowser(judgeContext, judge.session);
  // The sheet's 403 is the point here, so the page's console is not watched.
  const page = await judgeContext.newPage();
  await page.goto(`/judging/${projectId}?event=${eventId}`);
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(
    page.getByText(
      'You have a conflict of interest with this team (declared conflict), so you cannot judge its submission.',
    ),
  ).toBeVisible();
  await judgeContext.close();
  await context.close();
});
