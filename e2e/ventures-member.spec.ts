import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { watchConsole } from './console-guard';
import { approveApplicant } from './participation';
import { createProjectInUi, projectDraft, serveProjectImages } from './project-steps';
import { adminInBrowser, adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

/** Critical and serious axe findings (WCAG 2.2 AA), one line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** At 390 px wide: nothing wider than the screen, and still axe-clean. */
async function expectFitsPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** On the project page: attach to the event, pick the track and the venture choice, submit. */
async function attachAndSubmit(page: Page, projectId: string, eventTitle: string, venture: string | null) {
  await serveProjectImages(page);
  await page.goto(`/projects/${projectId}`);
  const actions = page.locator('.ant-card').filter({ has: page.getByText('Project Actions', { exact: true }) });
  await pickOption(page.getByLabel('Event', { exact: true }), eventTitle);
  await actions.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText('Project attached to event successfully!')).toBeVisible();
  await pickOption(page.getByLabel('Track', { exact: true }), 'Startup');
  // 'New venture' is the default; continuing is a choice among the submitter's ventures.
  const ventureSelect = actions.getByLabel('Venture', { exact: true });
  await expect(actions.getByTitle('New venture', { exact: true })).toBeVisible();
  if (venture) await pickOption(ventureSelect, venture);
  await actions.getByRole('button', { name: 'Submit Project' }).click();
  await expect(page.getByText('Project submitted successfully!')).toBeVisible();
  await expect(actions.getByText('Already submitted')).toBeVisible();
}

test('a team submits as a new venture, records a milestone staff verify, and continues the venture in a later sprint', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  const suffix = Date.now().toString(36);
  const firstSprint = `Venture Sprint One ${suffix}`;
  const secondSprint = `Venture Sprint Two ${suffix}`;
  const firstEventId = await createEvent(request, admin, { title: firstSprint, tracks: ['discovery', 'startup'] });

  const owner = await createVerifiedUser(context.request, 'venture-owner');
  await approveApplicant(request, owner.session, admin, firstEventId);
  await signInBrowser(context, owner.session);
  const browserConsole = watchConsole(page);
  const ventureName = `Beacon ${suffix}`;

  await test.step('My Ventures is empty before any submission', async () => {
    await page.goto('/ventures');
    await expect(page.getByRole('heading', { name: 'My Ventures', level: 1 })).toBeVisible();
    await expect(page.getByText('No ventures yet')).toBeVisible();
    await expect(page.getByText('A venture starts when your team submits a project to a sprint.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ventures' })).toBeVisible();
  });

  await test.step("the team submits to the first sprint choosing 'New venture'", async () => {
    const projectId = await createProjectInUi(page, projectDraft(ventureName));
    await attachAndSubmit(page, projectId, firstSprint, null);
  });

  const ventureId = await test.step('the venture is a card on My Ventures, named after the project', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ventures' }).click();
    await expect(page).toHaveURL(/\/ventures$/);
    const card = page.getByRole('list', { name: 'My Ventures' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Idea');
    await expect(card.getByRole('definition').nth(1)).toHaveText('1');
    await expect(card).toContainText('Next check-in');
    await expectFitsPhone(page);
    await card.getByRole('link', { name: ventureName }).click();
    await expect(page).toHaveURL(/\/ventures\/[0-9a-f-]{36}$/);
    return /\/ventures\/([0-9a-f-]{36})$/.exec(page.url())?.[1] as string;
  });

  await test.step('the venture page: founded in the first sprint, its entry on the timeline', async () => {
    await expect(page.getByRole('heading', { name: ventureName, level: 1 })).toBeVisible();
    await expect(page.getByText(`Founded in ${firstSprint} · 1 sprint`)).toBeVisible();
    await expect(page.getByTestId('venture-stage')).toHaveText('Idea');
    await expect(page.getByRole('heading', { name: `Entered ${firstSprint}: ${ventureName}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Check-in' })).toBeDisabled();
  });

  await test.step('a money figure the server refuses is shown under its field', async () => {
    await page.getByRole('button', { name: 'Add Milestone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
    await pickOption(dialog.getByLabel('Type', { exact: true }), 'Funding');
    await dialog.getByLabel('Amount', { exact: true }).fill('25000.50');
    await dialog.getByLabel('Currency', { exact: true }).fill('ABC');
    await pickOption(dialog.getByLabel('Source', { exact: true }), 'Angel');
    await dialog.getByRole('button', { name: 'Add Milestone' }).click();
    await expect(dialog.getByText(/ISO 4217 currency code/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("a design partner shows 'Self-reported' and moves the stage", async () => {
    await page.getByRole('button', { name: 'Add Milestone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
    await pickOption(dialog.getByLabel('Type', { exact: true }), 'Design partner');
    await dialog.getByLabel('Organisation', { exact: true }).fill('Acme Health');
    await dialog.getByRole('button', { name: 'Add Milestone' }).click();
    await expect(page.getByText('Milestone added')).toBeVisible();
    await expect(dialog).toBeHidden();
    const milestone = page.locator('[data-timeline-kind="milestone"]');
    await expect(milestone).toContainText('Acme Health');
    await expect(milestone).toContainText('Self-reported');
    await expect(page.getByTestId('venture-stage')).toHaveText('Design partner');
    await expect(page.getByRole('group', { name: 'Design partners' })).toContainText('1');
    await expectFitsPhone(page);
  });

  await test.step("staff verify it, and the member sees 'Verified'", async () => {
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await adminInBrowser(staffContext);
    await staffPage.goto(`/ventures/${ventureId}`);
    const milestone = staffPage.locator('[data-timeline-kind="milestone"]');
    await milestone.getByRole('button', { name: 'Verify' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Verify milestone' });
    await dialog.getByLabel('Note').fill('Saw the signed agreement.');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(milestone).toContainText('Verified');
    await expect(milestone.getByRole('button', { name: 'Un-verify' })).toBeVisible();
    await staffContext.close();

    await page.reload();
    const seen = page.locator('[data-timeline-kind="milestone"]');
    await expect(seen).toContainText('Verified');
    await expect(seen).not.toContainText('Self-reported');
    await expect(seen).toContainText('Staff note: Saw the signed agreement.');
    await expect(page.getByRole('group', { name: 'Design partners' })).toContainText('All verified');
  });

  await test.step('private to its team until made Public; then visitors see name, pitch, stage and verified milestones', async () => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/ventures/${ventureId}`);
    await expect(visitor.getByText('Venture not found')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Venture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Venture' });
    await dialog.getByLabel('Pitch (one line)').fill('Wayfinding for hospitals');
    await dialog.getByRole('switch', { name: 'Public' }).click();
    await dialog.getByRole('button', { name: 'Save Venture' }).click();
    await expect(page.getByText('Venture saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Wayfinding for hospitals')).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: ventureName, level: 1 })).toBeVisible();
    await expect(visitor.getByText('Wayfinding for hospitals')).toBeVisible();
    await expect(visitor.getByTestId('venture-stage')).toHaveText('Design partner');
    const timeline = visitor.getByRole('region', { name: 'Verified milestones' });
    await expect(timeline).toContainText('Acme Health');
    await expect(timeline).toContainText('Verified');
    // No figures, entries, notes or actions for a visitor.
    await expect(visitor.getByRole('region', { name: 'Figures' })).toHaveCount(0);
    await expect(visitor.locator('[data-timeline-kind="entry"]')).toHaveCount(0);
    await expect(visitor.getByText('Staff note')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Add Milestone' })).toHaveCount(0);
    await visitorContext.close();
  });

  await test.step("a second sprint's entry continues the venture", async () => {
    const secondEventId = await createEvent(request, admin, { title: secondSprint, tracks: ['discovery', 'startup'] });
    await approveApplicant(request, owner.session, admin, secondEventId);
    const projectId = await createProjectInUi(page, {
      ...projectDraft(`${ventureName} Pro`),
      tagline: 'Now for hospitals',
    });
    await attachAndSubmit(page, projectId, secondSprint, `Continues venture ${ventureName} (last in ${firstSprint})`);
  });

  await test.step("the venture shows 2 sprints and 'What changed since' the first", async () => {
    await page.goto(`/ventures/${ventureId}`);
    await expect(page.getByText(`Founded in ${firstSprint} · 2 sprints`)).toBeVisible();
    const changes = page.getByRole('region', { name: `What changed since ${firstSprint}` });
    await expect(changes).toContainText(`Title: “${ventureName}” → “${ventureName} Pro”`);
    await expect(changes).toContainText('Tagline:');
    const entries = page.locator('[data-timeline-kind="entry"]');
    await expect(entries).toHaveCount(2);
    // Newest first.
    await expect(entries.first()).toContainText(`Entered ${secondSprint}`);
    await expectFitsPhone(page);

    await page.goto('/ventures');
    await expect(page.getByRole('list', { name: 'My Ventures' }).getByRole('listitem')).toHaveCount(1);
    await expect(
      page.getByRole('list', { name: 'My Ventures' }).getByRole('listitem').getByRole('definition').nth(1),
    ).toHaveText('2');
  });

  await test.step('a member edits a milestone and removes it', async () => {
    await page.goto(`/ventures/${ventureId}`);
    await page.getByRole('button', { name: 'Add Milestone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
    await pickOption(dialog.getByLabel('Type', { exact: true }), 'Customer interviews');
    await dialog.getByLabel('Interviews', { exact: true }).fill('12');
    await dialog.getByRole('button', { name: 'Add Milestone' }).click();
    await expect(dialog).toBeHidden();
    const interviews = page.locator('[data-timeline-kind="milestone"]').filter({ hasText: 'Customer interviews' });
    await expect(interviews).toContainText('12 interviews');
    await expect(interviews).toContainText('Self-reported');

    await interviews.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Milestone' });
    await expect(edit.getByLabel('Interviews', { exact: true })).toHaveValue('12');
    await edit.getByLabel('Interviews', { exact: true }).fill('15');
    await edit.getByRole('button', { name: 'Save Milestone' }).click();
    await expect(edit).toBeHidden();
    await expect(interviews).toContainText('15 interviews');
    await expect(page.getByRole('group', { name: 'Interviews' })).toContainText('15');

    await interviews.getByRole('button', { name: 'Remove' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Milestone removed')).toBeVisible();
    await expect(interviews).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Interviews' })).toContainText('0');
  });

  await test.step("the dashboard's My Ventures card: no check-in is due before the sprint completes", async () => {
    await page.goto('/dashboard');
    const card = page.locator('.ant-card').filter({ has: page.getByText('My Ventures', { exact: true }) });
    await expect(card.getByText('No check-ins due.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Ventures' })).toHaveAttribute('href', '/ventures');
    await expectFitsPhone(page);
  });

  // The one refused call is the deliberate bad currency; nothing else went wrong.
  expect(browserConsole.errors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
});
