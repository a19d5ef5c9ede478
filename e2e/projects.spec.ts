import { expect, test } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { watchConsole } from './console-guard';
import { approveApplicant } from './participation';
import { attachAndSubmitInUi, createProjectInUi, projectDraft, serveProjectImages } from './project-steps';
import { adminSession, createEvent } from './staff-session';
import {
  awardWinnerInUi,
  expectSubmissionStatus,
  filterSubmissionsInUi,
  openBootstrapTab,
  submissionRow,
  winnerRow,
} from './winner-steps';
import { createVerifiedUser, signInBrowser } from './verified-user';

test('a participant creates, attaches and submits a project; others are kept out; an admin awards it 1st place', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const suffix = Date.now().toString(36);
  const eventTitle = `Project Sprint ${suffix}`;
  const eventId = await createEvent(request, admin, { title: eventTitle, tracks: ['discovery', 'startup'] });

  const owner = await createVerifiedUser(context.request, 'project-owner');
  await signInBrowser(context, owner.session);
  const browserConsole = watchConsole(page);
  await serveProjectImages(page);
  const draft = projectDraft(`Rocket ${suffix}`);

  await test.step('My Projects starts empty, with its empty states', async () => {
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'My Projects', level: 1 })).toBeVisible();
    await expect(page.getByText('No draft projects')).toBeVisible();
    await page.getByRole('tab', { name: 'Active (0)' }).click();
    await expect(page.getByText('No active projects')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    await page.getByRole('tab', { name: 'History (0)' }).click();
    await expect(page.getByText('No submission history')).toBeVisible();
  });

  await test.step('a title is required', async () => {
    await page.getByRole('link', { name: 'Create Project' }).click();
    await expect(page).toHaveURL(/\/projects\/create$/);
    await page.getByLabel('Demo URL').fill('not a url');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project title is required.').first()).toBeVisible();
    await expect(page.getByText('Demo URL must be a valid URL.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/create$/);
  });

  const projectId = await test.step('the project is created with an image', () => createProjectInUi(page, draft));

  await test.step('the project page shows the overview', async () => {
    await expect(page.getByText(draft.tagline)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The idea' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', draft.demoUrl);
    await expect(page.getByRole('link', { name: 'Repository' })).toHaveAttribute('href', draft.repoUrl);
    await expect(page.getByRole('img', { name: draft.image.alt })).toBeVisible();
    const team = page.getByRole('region', { name: 'Team members' });
    await expect(team.getByText(`${owner.firstName} ${owner.lastName}`)).toBeVisible();
    await expect(team.getByText('Owner', { exact: true })).toBeVisible();
    await expect(page.getByText('Project Info')).toBeVisible();
  });

  await test.step('it is listed under Drafts and opens from its card', async () => {
    await page.goto('/projects');
    await expect(page.getByRole('tab', { name: 'Drafts (1)' })).toBeVisible();
    const card = page.getByRole('link', { name: draft.title });
    await expect(card.getByText(draft.tagline)).toBeVisible();
    await expect(card.getByText('A bold plan for enterprise builders.')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  });

  await test.step('without an approved application no event is offered, and the page says why', async () => {
    const actions = page.locator('.ant-card').filter({ has: page.getByText('Project Actions', { exact: true }) });
    await expect(actions.getByText('No events to attach to yet')).toBeVisible();
    await expect(actions.getByText('once your application to it has been approved', { exact: false })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    await expect(actions.getByRole('button', { name: 'Attach' })).toHaveCount(0);
  });

  await test.step('once approved, the picker offers that event only', async () => {
    await approveApplicant(context.request, owner.session, admin, eventId);
    await page.reload();
    const actions = page.locator('.ant-card').filter({ has: page.getByText('Project Actions', { exact: true }) });
    await actions.getByLabel('Event', { exact: true }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveCount(1);
    await expect(options).toHaveText(eventTitle);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  });

  await test.step('it is attached to the active event and submitted to a track', () =>
    attachAndSubmitInUi(page, projectId, eventTitle, 'Discovery'));

  await test.step('the submission shows in the Submission History tab', async () => {
    await page.getByRole('tab', { name: 'Submission History' }).click();
    const row = page.getByRole('row').filter({ hasText: eventTitle });
    await expect(row.getByText('Discovery')).toBeVisible();
    await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(row.getByText('Late')).toHaveCount(0);
  });

  const renamed = `${draft.title} v2`;
  await test.step('an edit after submitting changes the project, not what was submitted', async () => {
    await page.getByRole('link', { name: 'Edit Project' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/edit$`));
    await expect(page.getByLabel('Project title')).toHaveValue(draft.title);
    await page.getByLabel('Project title').fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Project updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  });

  await test.step('My Projects lists it under Active and History', async () => {
    await page.goto('/projects');
    await expect(page.getByRole('tab', { name: 'History (1)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
    await page.getByRole('tab', { name: 'History (1)' }).click();
    await expect(page.getByRole('link', { name: draft.title })).toBeVisible();
  });

  await test.step('the dashboard counts the project', async () => {
    await page.goto('/dashboard');
    const counts = page.getByRole('list', { name: 'Counts' }).getByRole('listitem');
    await expect(counts.filter({ hasText: 'Projects' }).locator('.ant-statistic-content-value')).toHaveText('1');
    // Its team (the owner) is in an event now.
    await expect(counts.filter({ hasText: 'My Teams' }).locator('.ant-statistic-content-value')).toHaveText('1');
  });

  browserConsole.expectClean();

  await test.step('another participant opening it gets Access Denied and lands on /projects', async () => {
    const otherContext = await browser.newContext();
    const other = await createVerifiedUser(otherContext.request, 'project-stranger');
    await signInBrowser(otherContext, other.session);
    const otherPage = await otherContext.newPage();
    await otherPage.goto(`/projects/${projectId}`);
    await expect(otherPage.getByText('Access Denied')).toBeVisible();
    await expect(otherPage.getByText("You don't have permission to view this project.")).toBeVisible();
    await expect(otherPage).toHaveURL(/\/projects$/);
    await otherContext.close();
  });

  await test.step('an admin finds it in the Submissions tab, filtered by event and track', async () => {
    const staffContext = await browser.newContext();
    await signInBrowser(staffContext, admin);
    const staffPage = await staffContext.newPage();
    const staffConsole = watchConsole(staffPage);
    await filterSubmissionsInUi(staffPage, { eventTitle, eventId, track: 'discovery' });
    await expect(submissionRow(staffPage, draft.title)).toBeVisible();
    // Staff see the title as submitted: the later rename is not in the snapshot.
    await expect(submissionRow(staffPage, draft.title)).not.toContainText(renamed);
    await expectSubmissionStatus(staffPage, draft.title, 'Submitted');

    await awardWinnerInUi(staffPage, { eventTitle, projectTitle: draft.title, place: '1st', note: 'Best demo' });
    const winner = winnerRow(staffPage, draft.title);
    await expect(winner.getByText('1st')).toBeVisible();
    await expect(winner.getByText(draft.tagline)).toBeVisible();
    await expect(winner.getByText('Best demo')).toBeVisible();

    await openBootstrapTab(staffPage, 'Submissions');
    await expectSubmissionStatus(staffPage, draft.title, 'Winner');

    // The stat cards show the server's counts (the run shares one database, so compare with them).
    const stats = (await (
      await request.get('/api/admin/project-stats', { headers: { Authorization: `Bearer ${admin.accessToken}` } })
    ).json()) as { projects: number; pendingSubmissions: number; averageProjectsPerEvent: number };
    expect(stats.projects).toBeGreaterThanOrEqual(1);
    const card = (title: string) =>
      staffPage
        .getByRole('region', { name: 'Hackathon totals' })
        .getByRole('group', { name: title, exact: true })
        .locator('[data-stat-value]');
    await expect(card('Projects')).toHaveText(stats.projects.toLocaleString('en-US'));
    await expect(card('Pending')).toHaveText(stats.pendingSubmissions.toLocaleString('en-US'));
    await expect(card('Analytics')).toHaveText(stats.averageProjectsPerEvent.toLocaleString('en-US'));
    await staffPage.goto('/admin');
    await expect(
      staffPage.getByRole('group', { name: 'Total Projects', exact: true }).locator('[data-stat-value]'),
    ).toHaveText(String(stats.projects));
    staffConsole.expectClean();
    await staffContext.close();
  });
});

test('an approved participant attaches and submits a project from the event dashboard', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const adminHeaders = { Authorization: `Bearer ${admin.accessToken}` };
  const suffix = Date.now().toString(36);
  const eventTitle = `Dashboard Project Sprint ${suffix}`;
  const eventId = await createEvent(request, admin, { title: eventTitle, tracks: ['discovery', 'startup'] });

  const user = await createVerifiedUser(context.request, 'dashboard-project');
  const userHeaders = { Authorization: `Bearer ${user.session.accessToken}` };
  const applied = await context.request.post(`/api/events/${eventId}/applications`, {
    headers: userHeaders,
    data: { role: 'Dev', shortAnswer: 'I build prototypes fast.' },
  });
  expect(applied.ok(), `apply answered ${applied.status()}`).toBe(true);
  const { id: applicationId } = (await applied.json()) as { id: string };
  const detail = await request.get(`/api/admin/applications/${applicationId}`, { headers: adminHeaders });
  const { version } = (await detail.json()) as { version: number };
  const approved = await request.put(`/api/admin/applications/${applicationId}/status`, {
    headers: adminHeaders,
    data: { status: 'approved', version },
  });
  expect(approved.ok(), `approve answered ${approved.status()}: ${await approved.text()}`).toBe(true);

  const projectTitle = `Beacon ${suffix}`;
  const created = await context.request.post('/api/projects', { headers: userHeaders, data: { title: projectTitle } });
  expect(created.ok(), `create project answered ${created.status()}`).toBe(true);

  await signInBrowser(context, user.session);
  const browserConsole = watchConsole(page);
  await page.goto(`/events/${eventId}/dashboard`);
  await page.getByRole('tab', { name: 'Project' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Project' });

  await test.step('with no project here, one of the user’s projects is attached to this event', async () => {
    await expect(panel.getByText('You have no project in this event yet.', { exact: false })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Create Project' })).toHaveAttribute(
      'href',
      `/projects/create?event=${eventId}`,
    );
    await expect(panel.getByRole('button', { name: 'Attach' })).toBeDisabled();
    await pickOption(panel.getByLabel('Project', { exact: true }), projectTitle);
    await panel.getByRole('button', { name: 'Attach' }).click();
    await expect(page.getByText('Project attached to event successfully!')).toBeVisible();
    await expect(panel.getByRole('link', { name: projectTitle })).toBeVisible();
    await expect(panel.getByText('Not submitted yet.')).toBeVisible();
  });

  await test.step('it is submitted to a track and the submission state shows', async () => {
    await pickOption(panel.getByLabel('Track', { exact: true }), 'Startup');
    await panel.getByRole('button', { name: 'Submit Project' }).click();
    await expect(page.getByText('Project submitted successfully!')).toBeVisible();
    await expect(panel.getByText('Already submitted')).toBeVisible();
    await expect(panel.getByText('Submitted at')).toBeVisible();
    await expect(panel.getByText('Startup')).toBeVisible();
    const status = panel.getByRole('row').filter({ hasText: 'Status' });
    await expect(status.getByText('Submitted', { exact: true })).toBeVisible();
  });

  browserConsole.expectClean();
});
