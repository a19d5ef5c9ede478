import { expect, test } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { watchConsole } from './console-guard';
import { approveApplicant } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

test("a project created from the event's Project tab lands attached with its track chosen; Start a team is the same flow", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const admin = await adminSession(request);
  const eventTitle = `Create Flow Sprint ${stamp}`;
  const eventId = await createEvent(request, admin, { title: eventTitle, tracks: ['discovery', 'startup'] });
  const user = await createVerifiedUser(context.request, 'create-flow');
  await approveApplicant(request, user.session, admin, eventId);
  await signInBrowser(context, user.session);
  const browserConsole = watchConsole(page);
  const createHere = `/projects/create?event=${eventId}`;

  await test.step("the Team tab's Start a team opens the same create page for this event", async () => {
    await page.goto(`/events/${eventId}/dashboard`);
    await page.getByRole('tab', { name: 'Team', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Create Team' })).toHaveAttribute(
      'href',
      createHere,
    );
  });

  const projectTitle = `Compass ${stamp}`;
  await test.step("the Project tab's Create Project creates the project attached to the event, track kept", async () => {
    await page.getByRole('tab', { name: 'Project', exact: true }).click();
    const createLink = page.getByRole('tabpanel').getByRole('link', { name: 'Create Project' });
    await expect(createLink).toHaveAttribute('href', createHere);
    await createLink.click();
    await expect(page.getByRole('heading', { name: 'Create Project', level: 1 })).toBeVisible();
    await expect(
      page.getByText(`This project is attached to ${eventTitle} when you create it, with you as its team's owner.`),
    ).toBeVisible();
    await pickOption(page.getByLabel('Track', { exact: true }), 'Startup');
    await page.getByLabel('Project title').fill(projectTitle);
    await page.getByLabel('Tagline').fill('Find north in any codebase');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project created successfully!')).toBeVisible();
    await expect(page.getByText(`Attached to ${eventTitle}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\?track=startup$/);
    await expect(page.getByRole('heading', { name: projectTitle, level: 1 })).toBeVisible();
    // The rest of the form is saved too.
    await expect(page.getByText('Find north in any codebase')).toBeVisible();
  });

  await test.step('the project page shows it attached, Submit starts on the chosen track, and it submits', async () => {
    const actions = page.locator('.ant-card').filter({ has: page.getByText('Project Actions', { exact: true }) });
    await expect(actions.getByRole('link', { name: eventTitle })).toBeVisible();
    await expect(actions.getByTitle('Startup', { exact: true })).toBeVisible();
    await expect(actions.getByText('Please select a track.')).toHaveCount(0);
    await actions.getByRole('button', { name: 'Submit Project' }).click();
    await expect(page.getByText('Project submitted successfully!')).toBeVisible();
    await expect(actions.getByText('Already submitted')).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Detach' })).toHaveCount(0);
  });

  await test.step('the Project tab shows the submission to Startup and offers no Detach', async () => {
    await page.goto(`/events/${eventId}/dashboard`);
    await page.getByRole('tab', { name: 'Project', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Project' });
    await expect(panel.getByRole('link', { name: projectTitle })).toBeVisible();
    await expect(panel.getByText('Already submitted')).toBeVisible();
    await expect(panel.getByText('Startup')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Detach' })).toHaveCount(0);
  });
  browserConsole.expectClean();
});
