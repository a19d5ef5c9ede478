import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { watchConsole } from './console-guard';
import { inboxMessages } from './mail-inbox';
import { addCriterion, addJudge, confirmPopover } from './judging-steps';
import { submitProject } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession, type VerifiedUser } from './verified-user';
import { expectToast } from './winner-steps';

// Two judges score the same three projects, one harshly (wide spread) and one leniently (narrow
// spread). The criteria weigh Execution 75 and Innovation 25, so a sheet's total is (3e + i) / 4.
//
//            harsh judge          lenient judge        raw mean   mean z (either sd)
//   Alpha    1,1 -> 1.00          5,3 -> 4.50          2.750      -0.58
//   Beta     1,2 -> 1.25          5,5 -> 5.00          3.125       0.41
//   Gamma    2,4 -> 2.50          4,5 -> 4.25          3.375       0.16
//
// Raw means rank Gamma, Beta, Alpha; the per-judge z-scores rank Beta, Gamma, Alpha: normalisation
// swaps the top two (Beta up 1, Gamma down 1). Each judge has 3 sheets, so both are fully
// standardised, and the order is the same with the population or the sample deviation.
const HARSH = { Alpha: [1, 1], Beta: [1, 2], Gamma: [2, 4] } as const;
const LENIENT = { Alpha: [5, 3], Beta: [5, 5], Gamma: [4, 5] } as const;
type ProjectKey = keyof typeof HARSH;

/** Seats the judges, opens judging and assigns 2 reviews per submission (both judges, all three). */
async function setUpJudging(request: APIRequestContext, admin: StoredSession, eventId: string, judges: VerifiedUser[]) {
  for (const judge of judges) await addJudge(request, admin, eventId, judge);
  const judging = (await (
    await ok(await request.get(`/api/admin/events/${eventId}/judging`, { headers: bearer(admin) }), 'judging')
  ).json()) as { version: number };
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/open`, {
      headers: bearer(admin),
      data: { expectedVersion: judging.version },
    }),
    'open judging',
  );
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/assign`, {
      headers: bearer(admin),
      // Every test account is @example.com: the same-domain rule would exclude every judge.
      data: { reviewsPerSubmission: 2, sameDomainConflicts: false },
    }),
    'assign submissions',
  );
}

/** The judge scores each of their assignments as `scores` says ([execution, innovation]), with feedback. */
async function scoreAll(
  request: APIRequestContext,
  judge: VerifiedUser,
  eventId: string,
  criteria: { execution: string; innovation: string },
  titles: Record<ProjectKey, string>,
  scores: Record<ProjectKey, readonly [number, number]>,
  feedback: string,
) {
  const queue = (await (
    await ok(await request.get(`/api/judging/events/${eventId}/queue`, { headers: bearer(judge.session) }), 'queue')
  ).json()) as { assignments: { assignmentId: string; title: string }[] };
  expect(queue.assignments).toHaveLength(3);
  for (const key of Object.keys(titles) as ProjectKey[]) {
    const assignment = queue.assignments.find((each) => each.title === titles[key]);
    expect(assignment, `${judge.email} is assigned ${titles[key]}`).toBeDefined();
    const [execution, innovation] = scores[key];
    await ok(
      await request.put(`/api/judging/assignments/${assignment?.assignmentId}/sheet`, {
        headers: bearer(judge.session),
        data: {
          scores: [
            { criterionId: criteria.execution, score: execution },
            { criterionId: criteria.innovation, score: innovation },
          ],
          noteToStaff: `Private note by ${judge.email}`,
          feedback: `${feedback} (${key})`,
          expectedVersion: 0,
        },
      }),
      'save sheet',
    );
  }
}

async function closeJudging(request: APIRequestContext, admin: StoredSession, eventId: string) {
  const judging = (await (
    await ok(await request.get(`/api/admin/events/${eventId}/judging`, { headers: bearer(admin) }), 'judging')
  ).json()) as { version: number };
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/close`, {
      headers: bearer(admin),
      data: { expectedVersion: judging.version },
    }),
    'close judging',
  );
}

/** The project titles of the leaderboard's visible table, top to bottom. */
function leaderboardTitles(page: Page) {
  return page.getByRole('tabpanel').getByTestId('leaderboard-title');
}

function leaderboardRow(page: Page, title: string) {
  return page.getByRole('tabpanel').getByRole('row').filter({ hasText: title });
}

test('normalisation reorders a harsh and a lenient judge; staff publish, teams read their results, staff award from the ranking, visitors see the leaderboard', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const consoleGuard = watchConsole(page);
  const stamp = Date.now().toString(36);
  const admin = await adminInBrowser(context);
  const eventTitle = `Results Sprint ${stamp}`;
  const eventId = await createEvent(request, admin, { title: eventTitle });
  await addCriterion(request, admin, eventId);
  const criteriaList = (await (
    await ok(await request.get(`/api/admin/events/${eventId}/criteria`, { headers: bearer(admin) }), 'criteria')
  ).json()) as { id: string; label: string }[];
  const criteria = {
    execution: criteriaList.find((each) => each.label === 'Execution')?.id ?? '',
    innovation: criteriaList.find((each) => each.label === 'Innovation')?.id ?? '',
  };

  const titles: Record<ProjectKey, string> = {
    Alpha: `Alpha Ledger ${stamp}`,
    Beta: `Beta Router ${stamp}`,
    Gamma: `Gamma Forge ${stamp}`,
  };
  const betaContext = await browser.newContext();
  const betaOwner = await createVerifiedUser(betaContext.request, 'results-beta');
  await submitProject(request, await createVerifiedUser(request, 'results-alpha'), admin, eventId, {
    title: titles.Alpha,
    tagline: 'Receipts, reconciled',
    descriptionMd: 'Built for finance teams.',
    track: 'discovery',
  });
  const betaId = await submitProject(request, betaOwner, admin, eventId, {
    title: titles.Beta,
    tagline: 'Packets with manners',
    descriptionMd: 'Routing for polite networks.',
    track: 'discovery',
  });
  await submitProject(request, await createVerifiedUser(request, 'results-gamma'), admin, eventId, {
    title: titles.Gamma,
    tagline: 'Metal, melted',
    descriptionMd: 'A foundry in the cloud.',
    track: 'discovery',
  });

  const harsh = await createVerifiedUser(request, 'judge-harsh');
  const lenient = await createVerifiedUser(request, 'judge-lenient');
  await setUpJudging(request, admin, eventId, [harsh, lenient]);
  await scoreAll(request, harsh, eventId, criteria, titles, HARSH, 'Harsh but fair');
  await scoreAll(request, lenient, eventId, criteria, titles, LENIENT, 'Lovely work');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  await test.step('before publishing, a visitor is told the results are not published', async () => {
    await visitor.goto(`/leaderboard/${eventId}`);
    await expect(visitor.getByText('Results have not been published yet.')).toBeVisible();
    await expect(visitor.getByTestId('leaderboard-title')).toHaveCount(0);
  });

  await closeJudging(request, admin, eventId);

  await test.step('staff see the normalised order differ from the raw order', async () => {
    await page.goto(`/admin/bootstrap?tab=judging&event=${eventId}`);
    await page.getByRole('link', { name: 'View Leaderboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/leaderboard/${eventId}$`));
    await expect(page.getByRole('heading', { name: eventTitle })).toBeVisible();
    await expect(page.getByTestId('leaderboard-judging-state')).toHaveText('Judging closed');
    await expect(page.getByRole('tab', { name: 'Overall' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Discovery' })).toBeVisible();

    await expect(leaderboardTitles(page)).toHaveText([titles.Beta, titles.Gamma, titles.Alpha]);
    await expect(leaderboardRow(page, titles.Beta)).toContainText('3.13');
    await expect(leaderboardRow(page, titles.Beta).getByLabel('Normalisation moved it up 1 place')).toBeVisible();
    await expect(leaderboardRow(page, titles.Gamma).getByLabel('Normalisation moved it down 1 place')).toBeVisible();

    await page.locator('.ant-segmented').getByText('Raw', { exact: true }).click();
    await expect(leaderboardTitles(page)).toHaveText([titles.Gamma, titles.Beta, titles.Alpha]);
    await page.locator('.ant-segmented').getByText('Normalised', { exact: true }).click();
    await expect(leaderboardTitles(page)).toHaveText([titles.Beta, titles.Gamma, titles.Alpha]);
  });

  await test.step('staff publish the results', async () => {
    await page.goto(`/admin/bootstrap?tab=judging&event=${eventId}`);
    await page.getByRole('button', { name: 'Publish Results' }).click();
    await confirmPopover(page, 'Publish Results');
    await expectToast(page, 'Results published');
    await expect(page.getByTestId('judging-state')).toHaveText('Results published');
    await expect(page.getByRole('button', { name: 'Withdraw Results' })).toBeVisible();
  });

  await test.step("a team member follows the results email and sees their rank and 'Judge 1' feedback", async () => {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const message = (await inboxMessages(request)).find(
            (each) =>
              each.subject === `Results of ${eventTitle} are published` &&
              each.to.some((to) => to.address.toLowerCase() === betaOwner.email.toLowerCase()),
          );
          link = message?.text?.match(/https?:\/\/\S+\/projects\/[0-9a-f-]+/)?.[0];
          return link;
        },
        { message: `a results email to ${betaOwner.email}`, timeout: 15_000 },
      )
      .toBeTruthy();
    expect(new URL(link ?? '').pathname).toBe(`/projects/${betaId}`);

    await signInBrowser(betaContext, betaOwner.session);
    const member = await betaContext.newPage();
    await member.goto(new URL(link ?? '').pathname);
    const card = member.locator('.ant-card').filter({ hasText: 'Feedback from the judges' });
    await expect(card.getByTestId('results-rank')).toHaveText('#1 of 3 in Discovery');
    await expect(card.getByRole('progressbar', { name: 'Execution average' })).toBeVisible();
    await expect(card.getByText('Judge 1', { exact: true })).toBeVisible();
    await expect(card.getByText('Judge 2', { exact: true })).toBeVisible();
    await expect(card.getByText('Harsh but fair (Beta)')).toBeVisible();
    await expect(card.getByText('Lovely work (Beta)')).toBeVisible();
    await expect(card).not.toContainText('Private note');
    await expect(card).not.toContainText(harsh.email);
    await expect(card).not.toContainText(lenient.email);

    // The participant dashboard's Project tab shows the same card.
    await member.goto(`/events/${eventId}/dashboard`);
    await member.getByRole('tab', { name: 'Project', exact: true }).click();
    await expect(member.getByRole('tabpanel').getByTestId('results-rank')).toHaveText('#1 of 3 in Discovery');
    await expect(member.getByRole('tabpanel').getByText('Judge 1', { exact: true })).toBeVisible();
    await betaContext.close();
  });

  await test.step("staff award 1st place from 'Suggest from ranking' and the leaderboard shows the badge", async () => {
    await page.goto(`/admin/bootstrap?tab=winners&event=${eventId}`);
    await expect(page.getByRole('tab', { name: 'Winners', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Suggest from ranking' }).click();
    const suggestions = page.getByRole('region', { name: 'Suggested from the ranking' });
    const first = suggestions.getByRole('row').filter({ hasText: titles.Beta });
    await expect(first).toContainText('1st');
    await first.getByRole('button', { name: `Award ${titles.Beta}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Project Submission' });
    await expect(dialog.getByRole('combobox', { name: 'Project Submission' })).toBeVisible();
    await expect(dialog).toContainText(titles.Beta);
    await expect(dialog).toContainText('1st');
    await dialog.getByRole('button', { name: 'Add Winner', exact: true }).click();
    await expectToast(page, 'Winner added successfully');
    await expect(page.getByRole('row').filter({ hasText: titles.Beta }).first()).toContainText('1st');

    await page.goto(`/leaderboard/${eventId}`);
    await expect(leaderboardRow(page, titles.Beta).getByTestId('leaderboard-place')).toContainText('1st');
  });

  await test.step('a visitor sees the published leaderboard, without the staff controls', async () => {
    await visitor.goto('/judging/leaderboard');
    await visitor.getByRole('link', { name: eventTitle }).click();
    await expect(visitor).toHaveURL(new RegExp(`/leaderboard/${eventId}$`));
    await expect(leaderboardTitles(visitor)).toHaveText([titles.Beta, titles.Gamma, titles.Alpha]);
    await expect(leaderboardRow(visitor, titles.Beta).getByTestId('leaderboard-place')).toContainText('1st');
    await expect(visitor.locator('.ant-segmented')).toHaveCount(0);
    await expect(visitor.getByTestId('leaderboard-judging-state')).toHaveCount(0);
    await visitorContext.close();
  });

  await test.step('staff withdraw the results and the leaderboard is hidden again', async () => {
    await page.goto(`/admin/bootstrap?tab=judging&event=${eventId}`);
    await page.getByRole('button', { name: 'Withdraw Results' }).click();
    await confirmPopover(page, 'Withdraw Results');
    await expectToast(page, 'Results withdrawn');
    await expect(page.getByTestId('judging-state')).toHaveText('Judging closed');
    await expect(page.getByRole('button', { name: 'Publish Results' })).toBeVisible();

    const stranger = await browser.newContext();
    const again = await stranger.newPage();
    await again.goto(`/leaderboard/${eventId}`);
    await expect(again.getByText('Results have not been published yet.')).toBeVisible();
    await stranger.close();
  });

  consoleGuard.expectClean();
});
