import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { watchConsole } from './console-guard';
import { addJudge, confirmPopover } from './judging-steps';
import { submitProject } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';
import { expectToast } from './winner-steps';

const HOUR = 60 * 60 * 1000;
const FEEDBACK = 'Clear demo; sharpen the pitch.';

/** The figure of the dashboard's 'Pending' card. */
function pendingTotal(page: Page): Locator {
  return page.getByRole('group', { name: 'Pending', exact: true }).locator('[data-stat-value]');
}

/** WCAG contrast of an element's text against white (the cards' background), its alpha blended in. */
async function contrastOnWhite(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const [r, g, b, a = 1] = (getComputedStyle(node).color.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => {
      const blended = (value * a + 255 * (1 - a)) / 255;
      return blended <= 0.03928 ? blended / 12.92 : ((blended + 0.055) / 1.055) ** 2.4;
    };
    const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    return 1.05 / (luminance + 0.05);
  });
}

test('staff land on the open judging, see Pending fall as sheets are saved, read a closed sheet, are warned before publishing without winners, and see suggestions and winners apart', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const admin = await adminInBrowser(context);
  const eventTitle = `Open Judging Sprint ${stamp}`;
  // The newest start of any event whose judging is open: the one the tab opens on.
  const eventId = await createEvent(request, admin, {
    title: eventTitle,
    startDate: new Date(Date.now() - HOUR).toISOString(),
  });
  const projectTitle = `Lantern ${stamp}`;
  const projectId = await submitProject(
    request,
    await createVerifiedUser(request, 'open-judging-team'),
    admin,
    eventId,
    {
      title: projectTitle,
      tagline: 'Light for late shifts',
      descriptionMd: 'Built for night crews.',
      track: 'discovery',
    },
  );
  const judgeContext = await browser.newContext();
  const judge = await createVerifiedUser(judgeContext.request, 'open-judging-judge');
  await signInBrowser(judgeContext, judge.session);
  await addJudge(request, admin, eventId, judge);
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
      data: { reviewsPerSubmission: 1, sameDomainConflicts: false },
    }),
    'assign submissions',
  );
  // A newer event without judging: the first of the event picker's list.
  await createEvent(request, admin, { title: `Not Judging Yet ${stamp}`, status: 'draft' });
  const browserConsole = watchConsole(page);

  await test.step('the Judging tab opens on the event whose judging is open', async () => {
    await page.goto('/admin/bootstrap?tab=judging');
    await expect(page.getByRole('tab', { name: 'Judging', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('judging-state')).toHaveText('Judging open');
    await expect(page.getByTitle(eventTitle, { exact: true })).toBeVisible();
  });

  await test.step("the 'Pending' total falls when the judge saves the sheet, without a reload", async () => {
    await expect(pendingTotal(page)).toHaveText(/^\d+$/);
    const before = Number(await pendingTotal(page).textContent());
    const [criterion] = (await (
      await ok(await request.get(`/api/admin/events/${eventId}/criteria`, { headers: bearer(admin) }), 'criteria')
    ).json()) as { id: string }[];
    const queue = (await (
      await ok(
        await request.get(`/api/judging/events/${eventId}/queue`, { headers: bearer(judge.session) }),
        'judge queue',
      )
    ).json()) as { assignments: { assignmentId: string }[] };
    await ok(
      await request.put(`/api/judging/assignments/${queue.assignments[0]?.assignmentId}/sheet`, {
        headers: bearer(judge.session),
        data: {
          scores: [{ criterionId: criterion?.id, score: 4 }],
          noteToStaff: 'Worth a second look.',
          feedback: FEEDBACK,
          expectedVersion: 0,
        },
      }),
      'save sheet',
    );
    await expect(pendingTotal(page)).toHaveText(String(before - 1), { timeout: 15_000 });
  });

  await test.step('staff close judging; the judge reads the closed sheet in full contrast, marked read-only', async () => {
    await page.getByRole('button', { name: 'Close Judging' }).click();
    await confirmPopover(page, 'Close Judging');
    await expectToast(page, 'Judging closed');

    const judgePage = await judgeContext.newPage();
    await judgePage.goto(`/judging/${projectId}?event=${eventId}`);
    await expect(judgePage.getByText('Judging is closed.')).toBeVisible();
    await expect(judgePage.getByText('Read-only', { exact: true })).toBeVisible();
    await expect(judgePage.getByRole('radio')).toHaveCount(0);
    await expect(judgePage.getByRole('textbox')).toHaveCount(0);
    const score = judgePage.getByText('4 Very good', { exact: true });
    const feedback = judgePage.getByText(FEEDBACK, { exact: true });
    await expect(score).toBeVisible();
    await expect(feedback).toBeVisible();
    expect(await contrastOnWhite(score)).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOnWhite(feedback)).toBeGreaterThanOrEqual(4.5);
    await judgeContext.close();
  });

  await test.step("Publish Results warns while no winner is chosen ('Publish anyway?')", async () => {
    await page.getByRole('button', { name: 'Publish Results' }).click();
    const popover = page.locator('.ant-popover:visible');
    await expect(popover.getByText('No winners have been chosen yet. Publish anyway?')).toBeVisible();
    await popover.getByRole('button', { name: 'Cancel' }).click();
    await expect(popover).toBeHidden();
    await expect(page.getByTestId('judging-state')).toHaveText('Judging closed');
  });

  await test.step('the Winners tab shows the suggestions and the winners as two tables, each under its heading', async () => {
    await page.goto(`/admin/bootstrap?tab=winners&event=${eventId}`);
    await page.getByRole('button', { name: 'Suggest from ranking' }).click();
    const winners = page.getByRole('region', { name: 'Event Winners' });
    const suggestions = page.getByRole('region', { name: 'Suggested from the ranking' });
    await expect(winners.getByRole('heading', { name: 'Event Winners' })).toBeVisible();
    await expect(suggestions.getByRole('heading', { name: 'Suggested from the ranking' })).toBeVisible();
    await expect(winners.getByRole('table')).toHaveCount(1);
    await expect(suggestions.getByRole('table')).toHaveCount(1);
    // Neither sits inside the other.
    await expect(winners.getByRole('region', { name: 'Suggested from the ranking' })).toHaveCount(0);
    await expect(suggestions.getByRole('region', { name: 'Event Winners' })).toHaveCount(0);

    await suggestions.getByRole('button', { name: `Award ${projectTitle}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Project Submission' });
    await dialog.getByRole('button', { name: 'Add Winner', exact: true }).click();
    await expectToast(page, 'Winner added successfully');
    await expect(winners.getByRole('row').filter({ hasText: projectTitle })).toContainText('1st');
    await expect(suggestions.getByRole('row').filter({ hasText: projectTitle })).toContainText('Awarded 1st');
  });

  await test.step('with a winner chosen, Publish Results asks the usual question and publishes', async () => {
    await page.goto(`/admin/bootstrap?tab=judging&event=${eventId}`);
    await page.getByRole('button', { name: 'Publish Results' }).click();
    const popover = page.locator('.ant-popover:visible');
    await expect(popover.getByText(/^Publish results\? Everyone can see the leaderboard/)).toBeVisible();
    await expect(popover.getByText('No winners have been chosen yet. Publish anyway?')).toHaveCount(0);
    await confirmPopover(page, 'Publish Results');
    await expectToast(page, 'Results published');
  });
  browserConsole.expectClean();
});
