import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pickOption } from './antd-inputs';
import { bearer, ok } from './api-calls';
import { watchConsole } from './console-guard';
import { addJudge, judgingStep, openJudging } from './judging-steps';
import { approveApplicant } from './participation';
import { adminInBrowser, adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession, type VerifiedUser } from './verified-user';

// Issue 27, staff side: a venture placed first in sprint 1, recorded milestones after it, and
// entered sprint 2; staff find it in the portfolio, and sprint 2's judge sees its record.

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A team of one submits a new project to the event, continuing `ventureId` if given: the project's id. */
async function submitEntry(
  request: APIRequestContext,
  admin: StoredSession,
  user: VerifiedUser,
  eventId: string,
  title: string,
  ventureId?: string,
): Promise<string> {
  await approveApplicant(request, user.session, admin, eventId);
  const headers = bearer(user.session);
  const created = await ok(
    await request.post('/api/projects', {
      headers,
      data: { title, tagline: `${title} in one line`, descriptionMd: 'What we built this sprint.' },
    }),
    'create project',
  );
  const { id } = (await created.json()) as { id: string };
  await ok(await request.post(`/api/projects/${id}/attach`, { headers, data: { eventId } }), 'attach');
  await ok(
    await request.post(`/api/projects/${id}/submissions`, {
      headers,
      data: { eventId, track: 'startup', ...(ventureId ? { ventureId } : {}) },
    }),
    'submit',
  );
  return id;
}

test('staff filter, sort and export the portfolio and see the cohort chart; the judge of sprint 2 sees the earlier place and the milestones since', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminSession(request);
  const suffix = Date.now().toString(36);
  const sprintOne = `Portfolio Sprint One ${suffix}`;
  const sprintTwo = `Portfolio Sprint Two ${suffix}`;
  const ventureName = `Harbour ${suffix}`;
  const owner = await createVerifiedUser(request, 'portfolio-owner');
  const rival = await createVerifiedUser(request, 'portfolio-rival');
  const earlierJudge = await createVerifiedUser(request, 'portfolio-judge-one');
  const laterJudge = await createVerifiedUser(request, 'portfolio-judge-two');

  const { ventureId, returningProjectId } =
    await test.step('sprint 1 is judged and published: the venture places 1st', async () => {
      const eventId = await createEvent(request, admin, { title: sprintOne });
      await addJudge(request, admin, eventId, earlierJudge);
      const projectId = await submitEntry(request, admin, owner, eventId, ventureName);
      const rivalId = await submitEntry(request, admin, rival, eventId, `Rival ${suffix}`);
      await openJudging(request, admin, eventId);
      const criteria = (await (
        await ok(await request.get(`/api/admin/events/${eventId}/criteria`, { headers: bearer(admin) }), 'criteria')
      ).json()) as { id: string }[];
      for (const [id, score] of [
        [projectId, 5],
        [rivalId, 2],
      ] as const) {
        const sheet = await ok(
          await request.get(`/api/judging/projects/${id}/sheet`, { headers: bearer(earlierJudge.session) }),
          'sheet',
        );
        const { assignmentId } = (await sheet.json()) as { assignmentId: string };
        await ok(
          await request.put(`/api/judging/assignments/${assignmentId}/sheet`, {
            headers: bearer(earlierJudge.session),
            data: {
              scores: criteria.map((criterion) => ({ criterionId: criterion.id, score })),
              expectedVersion: 0,
              noteToStaff: 'EARLIER-JUDGE-NOTE',
            },
          }),
          'save sheet',
        );
      }
      await judgingStep(request, admin, eventId, 'close');
      await judgingStep(request, admin, eventId, 'publish');
      const suggestions = (await (
        await ok(
          await request.get(`/api/admin/events/${eventId}/judging/winner-suggestions`, { headers: bearer(admin) }),
          'suggestions',
        )
      ).json()) as { submissionId: string; projectId: string; track: string; place: number }[];
      const first = suggestions.find((s) => s.projectId === projectId && s.place === 1);
      expect(first, 'the venture is suggested first').toBeDefined();
      await ok(
        await request.post(`/api/admin/events/${eventId}/winners`, {
          headers: bearer(admin),
          data: { submissionId: first?.submissionId, track: first?.track, place: 1 },
        }),
        'award 1st',
      );

      // The sprint ended a week ago (moved back once judged), so the milestones since can be dated.
      const current = (await (
        await ok(await request.get(`/api/admin/events/${eventId}`, { headers: bearer(admin) }), 'event')
      ).json()) as Record<string, unknown>;
      const { id: _id, status: _status, createdAt: _createdAt, version, ...fields } = current;
      await ok(
        await request.put(`/api/admin/events/${eventId}`, {
          headers: bearer(admin),
          data: {
            ...fields,
            startDate: new Date(Date.now() - 10 * DAY).toISOString(),
            submissionDeadline: new Date(Date.now() - 8 * DAY).toISOString(),
            endDate: new Date(Date.now() - 7 * DAY).toISOString(),
            expectedVersion: version,
          },
        }),
        'move sprint 1 into the past',
      );

      const mine = (await (
        await ok(await request.get('/api/ventures/mine', { headers: bearer(owner.session) }), 'my ventures')
      ).json()) as { id: string; name: string }[];
      const venture = mine.find((card) => card.name === ventureName);
      expect(venture).toBeDefined();
      const partner = await ok(
        await request.post(`/api/ventures/${venture?.id}/milestones`, {
          headers: bearer(owner.session),
          data: {
            type: 'design_partner',
            occurredOn: isoDay(-3),
            figures: { organisation: `Port Authority ${suffix}` },
          },
        }),
        'add design partner',
      );
      const { id: partnerId } = (await partner.json()) as { id: string };
      await ok(
        await request.post(`/api/admin/ventures/${venture?.id}/milestones/${partnerId}/verify`, {
          headers: bearer(admin),
          data: { note: 'Saw the signed agreement' },
        }),
        'verify',
      );
      await ok(
        await request.post(`/api/ventures/${venture?.id}/milestones`, {
          headers: bearer(owner.session),
          data: {
            type: 'funding',
            occurredOn: isoDay(-1),
            figures: { amountMinor: 5_000_000, currency: 'EUR', source: 'angel' },
          },
        }),
        'add funding',
      );

      const secondId = await createEvent(request, admin, { title: sprintTwo });
      await addJudge(request, admin, secondId, laterJudge);
      const returningId = await submitEntry(request, admin, owner, secondId, `${ventureName} II`, venture?.id);
      await openJudging(request, admin, secondId);
      return { ventureId: venture?.id ?? '', returningProjectId: returningId };
    });

  await adminInBrowser(context);
  const browserConsole = watchConsole(page);

  await test.step('staff open Ventures from the Admin menu and see the venture with both cohorts', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: /Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Ventures' }).click();
    await expect(page).toHaveURL(/\/admin\/ventures$/);
    await expect(page.getByRole('heading', { name: 'Ventures', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search ventures' }).fill(ventureName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(ventureName) });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('cohort-badge')).toHaveText([sprintOne, sprintTwo]);
    await expect(row.getByRole('cell', { name: '1st', exact: true })).toBeVisible();
    await expect(row.getByText('€50,000.00')).toBeVisible();
    await expect(row.getByRole('link', { name: ventureName })).toHaveAttribute('href', `/ventures/${ventureId}`);
  });

  await test.step('filter by cohort and sort: both kept in the URL', async () => {
    await page.getByRole('searchbox', { name: 'Search ventures' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await pickOption(page.getByRole('combobox', { name: 'Filter by event' }), sprintOne, sprintOne);
    await expect(page).toHaveURL(/eventId=/);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await page.getByRole('columnheader', { name: 'Venture' }).click();
    await expect(page).toHaveURL(/sort=venture_asc/);
    const names = await rows.locator('td:first-child').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toContain(ventureName);
  });

  await test.step('Export CSV downloads the filtered view with the venture', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Venture,Stage,Verified stage,Cohorts entered');
    const line = csv.split('\r\n').find((row) => row.startsWith(ventureName));
    expect(line).toContain(`${sprintOne}; ${sprintTwo}`);
    expect(line).toContain('EUR 50000.00');
    expect(csv).toContain(`Rival ${suffix}`);
  });

  await test.step('the cohort chart shows, with n, and turns into a table', async () => {
    const cohorts = page.getByRole('region', { name: 'Cohorts' });
    await expect(cohorts.getByRole('img', { name: /Cohort chart/ })).toBeVisible();
    await expect(cohorts.getByTestId('cohort-n')).toContainText('n = ');
    await cohorts.getByText('Table', { exact: true }).click();
    await expect(cohorts.getByRole('row', { name: new RegExp(sprintOne) })).toBeVisible();
    await expect(cohorts.getByRole('columnheader', { name: 'Return rate' })).toBeVisible();
  });

  await test.step('the portfolio fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  browserConsole.expectClean();

  await test.step("the judge of sprint 2 sees the venture's earlier place and its milestones since", async () => {
    const judgeContext = await browser.newContext();
    await signInBrowser(judgeContext, laterJudge.session);
    const judgePage = await judgeContext.newPage();
    await judgePage.goto(`/judging/${returningProjectId}`);
    const card = judgePage.getByTestId('returning-venture');
    await expect(card.getByText(`Returning venture: ${ventureName}`)).toBeVisible();
    await expect(card.getByText('Rank 1 of 2 · 1st place')).toBeVisible();
    await expect(card.getByRole('heading', { name: `Since ${sprintOne}` })).toBeVisible();
    const partner = card.getByRole('listitem').filter({ hasText: `Design partner: Port Authority ${suffix}` });
    await expect(partner.getByText('Verified')).toBeVisible();
    const funding = card.getByRole('listitem').filter({ hasText: 'Funding: €50,000.00' });
    await expect(funding.getByText('Self-reported')).toBeVisible();
    await expect(judgePage.getByText('EARLIER-JUDGE-NOTE')).toHaveCount(0);
    await expect(judgePage.getByText(earlierJudge.email)).toHaveCount(0);
    await judgeContext.close();
  });

  await test.step("the owner applies to a third sprint continuing the venture; staff see 'Returning' and its figures", async () => {
    const thirdSprint = `Portfolio Sprint Three ${suffix}`;
    const thirdId = await createEvent(request, admin, { title: thirdSprint });
    const ownerContext = await browser.newContext();
    await signInBrowser(ownerContext, owner.session);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`/events/${thirdId}/apply`);
    await ownerPage.getByLabel('Why do you want to join? What skills do you bring?').fill('We are back with a pilot.');
    await pickOption(ownerPage.getByLabel('Role'), 'Developer');
    await pickOption(ownerPage.getByLabel('Are you continuing a venture?'), ventureName);
    await ownerPage.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/events/${thirdId}/confirmation$`));
    await ownerContext.close();

    await page.goto(`/admin?eventId=${thirdId}`);
    // The only application to the third sprint.
    const row = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('returning-badge')).toHaveText(`Returning ${ventureName} · best place 1st`);
    await row.getByRole('button', { name: 'Ada Tester' }).click();
    const figures = page.getByTestId('returning-figures');
    await expect(figures.getByText('Design partners')).toBeVisible();
    await expect(figures.getByText('1 (1 verified)')).toBeVisible();
    await expect(figures.getByText('€50,000.00 (€0.00 verified)')).toBeVisible();
  });
});
