import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pickOption } from './antd-inputs';
import { bearer, ok } from './api-calls';
import { watchConsole } from './console-guard';
import { addJudge, judgingStep, openJudging } from './judging-steps';
import { inboxMessages } from './mail-inbox';
import { approveApplicant, submitProject } from './participation';
import { createProjectInUi, projectDraft, serveProjectImages } from './project-steps';
import { adminInBrowser, adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession, type VerifiedUser } from './verified-user';

// Issue 27's journey, in order: a team submits to sprint 1 as a new venture; sprint 1 is judged and
// completed; its check-in email arrives and is answered; the team enters sprint 2 continuing the
// venture (with a newcomer on the team); sprint 2's judge sees the earlier place and the milestones
// since; staff verify a milestone, find the venture in the portfolio with both cohorts, filter and
// export it. Setup that is not the journey (events, approvals, judging, completing) goes through the API.

const DAY = 24 * 60 * 60 * 1000;
// The e2e server ticks the check-in scheduler every 5 s (DUE_WORK_TICK_INTERVAL_MS in playwright.config.ts).
const CHECKIN_EMAIL_WITHIN_MS = 30_000;
// A new browser's first page loads the whole app cold: on a loaded machine that takes longer than 5 s.
const FIRST_LOAD_MS = 15_000;

/** The judge scores the project on every criterion, with feedback to the team. */
async function scoreProject(
  request: APIRequestContext,
  admin: StoredSession,
  judge: VerifiedUser,
  eventId: string,
  projectId: string,
  score: number,
  feedback: string,
) {
  const criteria = (await (
    await ok(await request.get(`/api/admin/events/${eventId}/criteria`, { headers: bearer(admin) }), 'criteria')
  ).json()) as { id: string }[];
  const sheet = await ok(
    await request.get(`/api/judging/projects/${projectId}/sheet`, { headers: bearer(judge.session) }),
    'sheet',
  );
  const { assignmentId } = (await sheet.json()) as { assignmentId: string };
  await ok(
    await request.put(`/api/judging/assignments/${assignmentId}/sheet`, {
      headers: bearer(judge.session),
      data: {
        scores: criteria.map((criterion) => ({ criterionId: criterion.id, score })),
        expectedVersion: 0,
        noteToStaff: 'EARLIER-JUDGE-NOTE',
        feedback,
      },
    }),
    'save sheet',
  );
}

/** On the project page: attaches the project to the event (the signed-in owner's browser). */
async function attachInUi(page: Page, projectId: string, eventTitle: string) {
  await serveProjectImages(page);
  await page.goto(`/projects/${projectId}`);
  const actions = page.locator('.ant-card').filter({ has: page.getByText('Project Actions', { exact: true }) });
  await pickOption(page.getByLabel('Event', { exact: true }), eventTitle);
  await actions.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText('Project attached to event successfully!')).toBeVisible();
}

/** On the project page: picks the Startup track and the venture choice ('New venture' when null), submits. */
async function submitInUi(page: Page, projectId: string, venture: string | null) {
  await serveProjectImages(page);
  await page.goto(`/projects/${projectId}`);
  const actions = page.locator('.ant-card').filter({ has: page.getByText('Project Actions', { exact: true }) });
  await pickOption(page.getByLabel('Track', { exact: true }), 'Startup');
  // 'New venture' is the default; continuing is a choice among the submitter's ventures.
  await expect(actions.getByTitle('New venture', { exact: true })).toBeVisible();
  if (venture) {
    await pickOption(actions.getByLabel('Venture', { exact: true }), venture);
    await expect(actions.getByTitle(venture, { exact: true })).toBeVisible();
  }
  await actions.getByRole('button', { name: 'Submit Project' }).click();
  await expect(page.getByText('Project submitted successfully!')).toBeVisible();
  await expect(actions.getByText('Already submitted')).toBeVisible();
}

/** A browser of its own, signed in as `session`, watched for console errors. */
async function signedInPage(browser: Browser, session: StoredSession) {
  const context = await browser.newContext();
  await signInBrowser(context, session);
  const page = await context.newPage();
  await serveProjectImages(page);
  return { context, page, console: watchConsole(page) };
}

test('a venture from sprint 1 to sprint 2: new venture, check-in answered from its email, continued, seen by the judge, verified, in the portfolio', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(360_000);
  const admin = await adminSession(request);
  const suffix = Date.now().toString(36);
  const sprintOne = `Journey Sprint One ${suffix}`;
  const sprintTwo = `Journey Sprint Two ${suffix}`;
  const ventureName = `Compass ${suffix}`;
  const secondTitle = `${ventureName} Pro`;
  const rivalName = `Rival ${suffix}`;
  const feedback = `Strong interviews, now find a paying pilot ${suffix}.`;

  const owner = await createVerifiedUser(context.request, 'journey-owner', { firstName: 'Olive', lastName: 'Owner' });
  const rival = await createVerifiedUser(request, 'journey-rival');
  const newcomer = await createVerifiedUser(request, 'journey-newcomer', { firstName: 'Nico', lastName: 'Newcomer' });
  const earlierJudge = await createVerifiedUser(request, 'journey-judge-one');
  const laterJudge = await createVerifiedUser(request, 'journey-judge-two');

  const sprintOneId = await createEvent(request, admin, { title: sprintOne });
  await addJudge(request, admin, sprintOneId, earlierJudge);
  await approveApplicant(request, owner.session, admin, sprintOneId);
  await signInBrowser(context, owner.session);
  const ownerConsole = watchConsole(page);

  const firstProjectId = await test.step("the team submits to sprint 1 choosing 'New venture'", async () => {
    const projectId = await createProjectInUi(page, projectDraft(ventureName));
    await attachInUi(page, projectId, sprintOne);
    await submitInUi(page, projectId, null);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ventures' }).click();
    const card = page.getByRole('list', { name: 'My Ventures' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: ventureName })).toBeVisible();
    return projectId;
  });

  await test.step('sprint 1 is judged, published (the venture places 1st of 2) and completed a month ago', async () => {
    const rivalProjectId = await submitProject(request, rival, admin, sprintOneId, {
      title: rivalName,
      tagline: 'The other team',
      descriptionMd: 'Also in sprint 1.',
      track: 'startup',
    });
    await openJudging(request, admin, sprintOneId);
    await scoreProject(request, admin, earlierJudge, sprintOneId, firstProjectId, 5, feedback);
    await scoreProject(request, admin, earlierJudge, sprintOneId, rivalProjectId, 2, 'Keep going.');
    await judgingStep(request, admin, sprintOneId, 'close');
    await judgingStep(request, admin, sprintOneId, 'publish');
    const suggestions = (await (
      await ok(
        await request.get(`/api/admin/events/${sprintOneId}/judging/winner-suggestions`, { headers: bearer(admin) }),
        'suggestions',
      )
    ).json()) as { submissionId: string; projectId: string; track: string; place: number }[];
    const first = suggestions.find((s) => s.projectId === firstProjectId && s.place === 1);
    expect(first, 'the venture is suggested first').toBeDefined();
    await ok(
      await request.post(`/api/admin/events/${sprintOneId}/winners`, {
        headers: bearer(admin),
        data: { submissionId: first?.submissionId, track: first?.track, place: 1 },
      }),
      'award 1st',
    );
    // The sprint ended 31 days ago, so its 30-day check-in is due as soon as the sprint completes.
    const current = (await (
      await ok(await request.get(`/api/admin/events/${sprintOneId}`, { headers: bearer(admin) }), 'event')
    ).json()) as Record<string, unknown>;
    const { id: _id, status: _status, createdAt: _createdAt, version, ...fields } = current;
    await ok(
      await request.put(`/api/admin/events/${sprintOneId}`, {
        headers: bearer(admin),
        data: {
          ...fields,
          startDate: new Date(Date.now() - 34 * DAY).toISOString(),
          submissionDeadline: new Date(Date.now() - 32 * DAY).toISOString(),
          endDate: new Date(Date.now() - 31 * DAY).toISOString(),
          expectedVersion: version,
        },
      }),
      'move sprint 1 a month into the past',
    );
    await ok(
      await request.put(`/api/admin/events/${sprintOneId}/status`, {
        headers: bearer(admin),
        data: { status: 'completed' },
      }),
      'complete sprint 1',
    );
  });

  const { ventureId, checkinPath } = await test.step('the check-in email arrives', async () => {
    const subject = `How is ${ventureName} doing? Your 30-day check-in after ${sprintOne}`;
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const message = (await inboxMessages(request)).find(
            (each) =>
              each.subject === subject && each.to.some((to) => to.address.toLowerCase() === owner.email.toLowerCase()),
          );
          link = message?.text?.match(/https?:\/\/[^\s/]+(\/ventures\/[0-9a-f-]{36}\/check-in\/[0-9a-f-]{36})/)?.[1];
          return link;
        },
        { message: `the check-in email to ${owner.email}`, timeout: CHECKIN_EMAIL_WITHIN_MS, intervals: [2_000] },
      )
      .toBeTruthy();
    const [, id] = /\/ventures\/([0-9a-f-]{36})\//.exec(link ?? '') ?? [];
    return { ventureId: id, checkinPath: link as string };
  });

  await test.step("the owner opens the email's link and answers the check-in", async () => {
    await page.goto(checkinPath);
    await expect(page.getByRole('heading', { name: `Check-in: ${ventureName}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`30 days after ${sprintOne}`)).toBeVisible();
    await page.getByLabel('What happened since?').fill('Nine clinics interviewed, the first one pays.');
    await page.getByLabel('Customer interviews').fill('9');
    await page.getByLabel('Monthly revenue').fill('1250.50');
    await page.getByLabel('Revenue currency').fill('EUR');
    await page.getByRole('button', { name: 'Submit Check-in' }).click();
    await expect(page.getByText('Check-in submitted')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ventures/${ventureId}$`));
    const interviews = page.locator('[data-timeline-kind="milestone"]').filter({ hasText: '9 interviews' });
    await expect(interviews).toContainText('Self-reported');
    // The owner was on sprint 1's team: its published feedback shows on that entry.
    const firstEntry = page
      .locator('[data-timeline-kind="entry"]')
      .filter({ has: page.getByRole('heading', { name: `Entered ${sprintOne}: ${ventureName}` }) });
    await expect(firstEntry.getByRole('region', { name: 'Feedback from the judges' })).toContainText(feedback);
    await page.goto(checkinPath);
    await expect(page.getByText('This check-in has already been answered.')).toBeVisible();
  });

  const sprintTwoId = await createEvent(request, admin, { title: sprintTwo });
  await addJudge(request, admin, sprintTwoId, laterJudge);

  const secondProjectId =
    await test.step("the team, with a newcomer, enters sprint 2 as 'Continues venture'", async () => {
      await approveApplicant(request, owner.session, admin, sprintTwoId);
      await approveApplicant(request, newcomer.session, admin, sprintTwoId);
      const projectId = await createProjectInUi(page, { ...projectDraft(secondTitle), tagline: 'Now for clinics' });
      await attachInUi(page, projectId, sprintTwo);
      // The newcomer joins the team by the emailed invitation (the teams journeys cover that screen).
      await ok(
        await request.post(`/api/projects/${projectId}/team/invitations`, {
          headers: bearer(owner.session),
          data: { email: newcomer.email },
        }),
        'invite the newcomer',
      );
      let token: string | undefined;
      await expect
        .poll(async () => {
          const message = (await inboxMessages(request)).find(
            (each) =>
              each.to.some((to) => to.address === newcomer.email) && (each.text ?? '').includes('/teams/invitations/'),
          );
          token = message?.text?.match(/\/teams\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
          return token;
        })
        .toBeTruthy();
      await ok(
        await request.post('/api/team-invitations/accept', { headers: bearer(newcomer.session), data: { token } }),
        'accept the invitation',
      );
      await submitInUi(page, projectId, `Continues venture ${ventureName} (last in ${sprintOne})`);
      await page.goto(`/ventures/${ventureId}`);
      await expect(page.getByText(`Founded in ${sprintOne} · 2 sprints`)).toBeVisible();
      await expect(page.locator('[data-timeline-kind="entry"]').first()).toContainText(`Entered ${sprintTwo}`);
      await expect(page.getByRole('region', { name: `What changed since ${sprintOne}` })).toContainText(
        `Title: “${ventureName}” → “${secondTitle}”`,
      );
      return projectId;
    });
  ownerConsole.expectClean();

  await test.step('a newcomer of sprint 2 opens the venture page: no error, no earlier feedback asked for', async () => {
    const newcomerView = await signedInPage(browser, newcomer.session);
    const askedResults = new Set<string>();
    newcomerView.page.on('request', (request) => {
      const asked = /\/api\/results\/projects\/([0-9a-f-]{36})/.exec(request.url())?.[1];
      if (asked) askedResults.add(asked);
    });
    // Both entries' feedback would be asked for at once: the sprint 2 one answering means the page has asked.
    const ownEntryResults = newcomerView.page.waitForResponse((response) =>
      response.url().endsWith(`/api/results/projects/${secondProjectId}`),
    );
    await newcomerView.page.goto(`/ventures/${ventureId}`);
    await expect(newcomerView.page.getByRole('heading', { name: ventureName, level: 1 })).toBeVisible({
      timeout: FIRST_LOAD_MS,
    });
    await expect(newcomerView.page.locator('[data-timeline-kind="entry"]')).toHaveCount(2);
    await expect(newcomerView.page.getByRole('button', { name: 'Add Milestone' })).toBeVisible();
    expect((await ownEntryResults).status()).toBe(200);
    // Sprint 1's results are its team's then (the newcomer was not on it): not shown, and not asked for.
    expect([...askedResults]).toEqual([secondProjectId]);
    await expect(newcomerView.page.getByText(feedback)).toHaveCount(0);
    expect(newcomerView.console.errors).toEqual([]);
    await newcomerView.context.close();
  });

  await openJudging(request, admin, sprintTwoId);

  await test.step("the judge of sprint 2 sees the earlier place and the milestones since, never earlier judges' notes", async () => {
    const judgeView = await signedInPage(browser, laterJudge.session);
    await judgeView.page.goto(`/judging/${secondProjectId}`);
    const card = judgeView.page.getByTestId('returning-venture');
    await expect(card.getByText(`Returning venture: ${ventureName}`)).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(card.getByText('Rank 1 of 2 · 1st place')).toBeVisible();
    await expect(card.getByRole('heading', { name: `Since ${sprintOne}` })).toBeVisible();
    const interviews = card.getByRole('listitem').filter({ hasText: '9 customer interviews' });
    await expect(interviews.getByText('Self-reported')).toBeVisible();
    const revenue = card.getByRole('listitem').filter({ hasText: 'Revenue: €1,250.50 a month' });
    await expect(revenue.getByText('Self-reported')).toBeVisible();
    await expect(judgeView.page.getByText('EARLIER-JUDGE-NOTE')).toHaveCount(0);
    await expect(judgeView.page.getByText(earlierJudge.email)).toHaveCount(0);
    judgeView.console.expectClean();
    await judgeView.context.close();
  });

  const staffContext = await browser.newContext();
  await adminInBrowser(staffContext);
  const staffPage = await staffContext.newPage();
  const staffConsole = watchConsole(staffPage);

  await test.step('staff verify the interviews on the venture page', async () => {
    await staffPage.goto(`/ventures/${ventureId}`);
    const interviews = staffPage.locator('[data-timeline-kind="milestone"]').filter({ hasText: '9 interviews' });
    await interviews.getByRole('button', { name: 'Verify' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Verify milestone' });
    await dialog.getByLabel('Note').fill('Saw the interview notes.');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(interviews).toContainText('Verified');
    await expect(interviews.getByRole('button', { name: 'Un-verify' })).toBeVisible();
  });

  await test.step('the judge now sees the interviews as verified', async () => {
    const judgeView = await signedInPage(browser, laterJudge.session);
    await judgeView.page.goto(`/judging/${secondProjectId}`);
    const interviews = judgeView.page
      .getByTestId('returning-venture')
      .getByRole('listitem')
      .filter({ hasText: '9 customer interviews' });
    await expect(interviews.getByText('Verified')).toBeVisible({ timeout: FIRST_LOAD_MS });
    judgeView.console.expectClean();
    await judgeView.context.close();
  });

  await test.step('staff find the venture in the portfolio with both cohorts', async () => {
    await staffPage.goto('/admin/ventures');
    await expect(staffPage.getByRole('heading', { name: 'Ventures', level: 1 })).toBeVisible();
    await staffPage.getByRole('searchbox', { name: 'Search ventures' }).fill(ventureName);
    await staffPage.getByRole('button', { name: 'Search', exact: true }).click();
    const row = staffPage.getByRole('row', { name: new RegExp(ventureName) });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('cohort-badge')).toHaveText([sprintOne, sprintTwo]);
    await expect(row.getByRole('cell', { name: '1st', exact: true })).toBeVisible();
    await expect(row.getByText('Up to date')).toBeVisible();
    await expect(row.getByRole('link', { name: ventureName })).toHaveAttribute('href', `/ventures/${ventureId}`);
  });

  await test.step('filtered by event: sprint 1 holds both of its ventures, sprint 2 only the returning one', async () => {
    await staffPage.getByRole('searchbox', { name: 'Search ventures' }).fill('');
    await staffPage.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = staffPage.locator('.ant-table-tbody tr.ant-table-row');
    await pickOption(staffPage.getByRole('combobox', { name: 'Filter by event' }), sprintOne, sprintOne);
    await expect(staffPage).toHaveURL(new RegExp(`eventId=${sprintOneId}`));
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: rivalName })).toHaveCount(1);
    await pickOption(staffPage.getByRole('combobox', { name: 'Filter by event' }), sprintTwo, sprintTwo);
    await expect(staffPage).toHaveURL(new RegExp(`eventId=${sprintTwoId}`));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ventureName);
  });

  await test.step('Export CSV downloads the filtered view: the venture with both cohorts', async () => {
    const downloading = staffPage.waitForEvent('download');
    await staffPage.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toContain('Venture,Stage,Verified stage,Cohorts entered');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(ventureName);
    expect(lines[1]).toContain(`${sprintOne}; ${sprintTwo}`);
    expect(csv).not.toContain(rivalName);
  });

  staffConsole.expectClean();
  await staffContext.close();
});
