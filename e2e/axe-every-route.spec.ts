import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { addJudge, judgingStep, openJudging } from './judging-steps';
import { submitProject } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, readSession, signInBrowser, type StoredSession, type VerifiedUser } from './verified-user';

// Named to run after admin-access.spec.ts (specs run one at a time, in name order), which must be the
// first spec to make an admin.
// One seeded world for every role: an event whose judging is open (the judge has a sheet to fill)
// and one whose results are published (its leaderboard is public). Each role then opens every
// route it can reach, on a desktop and on a 390 px phone, and axe-core checks each page.

type Role = 'visitor' | 'participant' | 'judge' | 'organizer' | 'admin';

interface World {
  judgingEvent: string;
  publishedEvent: string;
  participantProject: string;
  /** The participant's venture (made Public, so visitors have its public page too). */
  participantVenture: string;
  sessions: Record<Exclude<Role, 'visitor'>, StoredSession>;
}

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const BLOCKING_IMPACTS = new Set(['critical', 'serious']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A WCAG 2.2 AA failure axe rates critical or serious: what fails the spec. */
function blocks(violation: Result): boolean {
  return BLOCKING_IMPACTS.has(violation.impact ?? '') && violation.tags.some((tag) => WCAG_TAGS.includes(tag));
}

function routesOf(role: Role, world: World): string[] {
  const { judgingEvent, publishedEvent, participantProject, participantVenture } = world;
  const everyone = [
    '/events',
    `/events/${judgingEvent}`,
    `/events/${publishedEvent}`,
    `/leaderboard/${publishedEvent}`,
  ];
  switch (role) {
    case 'visitor':
      return [
        '/',
        ...everyone,
        '/judging/leaderboard',
        '/auth',
        '/auth/confirm',
        '/auth/update-password',
        '/unsubscribe',
        `/ventures/${participantVenture}`,
      ];
    case 'participant':
      return [
        ...everyone,
        '/dashboard',
        '/profile',
        `/events/${judgingEvent}/apply`,
        `/events/${judgingEvent}/confirmation`,
        `/events/${judgingEvent}/dashboard`,
        '/projects',
        '/projects/create',
        `/projects/${participantProject}`,
        `/projects/${participantProject}/edit`,
        '/teams',
        '/ventures',
        `/ventures/${participantVenture}`,
        '/judging/leaderboard',
        '/create-event',
        '/admin/settings/access',
      ];
    case 'judge':
      return [...everyone, '/dashboard', '/profile', '/judging', `/judging/${participantProject}`];
    case 'organizer':
      return [
        ...everyone,
        '/dashboard',
        '/profile',
        '/admin/bootstrap',
        `/admin/events/${judgingEvent}`,
        `/events/manage/${judgingEvent}`,
        '/create-event',
        '/events/wizard',
        '/admin/settings/access',
      ];
    case 'admin':
      return [
        ...everyone,
        '/dashboard',
        '/profile',
        '/admin',
        '/admin?tab=analytics',
        '/admin?tab=users',
        '/admin?tab=settings',
        '/admin/audit',
        '/admin/bootstrap',
        '/admin/bootstrap?tab=submissions',
        '/admin/bootstrap?tab=judging',
        '/admin/bootstrap?tab=winners',
        `/admin/events/${judgingEvent}`,
        `/admin/events/${publishedEvent}`,
        `/events/manage/${judgingEvent}`,
        '/events/wizard',
        '/admin/events/create',
        '/admin/settings/access',
        '/judging',
        `/ventures/${participantVenture}`,
      ];
  }
}

async function signedInAs(context: BrowserContext, user: VerifiedUser): Promise<StoredSession> {
  const response = await ok(
    await context.request.post('/api/auth/sign-in', { data: { email: user.email, password: user.password } }),
    'sign in',
  );
  const { accessToken, expiresAt } = (await response.json()) as { accessToken: string; expiresAt: string };
  return readSession(context.request, accessToken, expiresAt);
}

async function setRole(request: APIRequestContext, admin: StoredSession, user: VerifiedUser, role: string) {
  await ok(
    await request.put(`/api/admin/users/${user.session.user.id}/role`, { headers: bearer(admin), data: { role } }),
    `set role ${role}`,
  );
}

async function scoreEverything(
  request: APIRequestContext,
  admin: StoredSession,
  eventId: string,
  judge: StoredSession,
) {
  const criteria = (await (
    await ok(await request.get(`/api/admin/events/${eventId}/criteria`, { headers: bearer(admin) }), 'criteria')
  ).json()) as { id: string }[];
  const queue = (await (
    await ok(await request.get(`/api/judging/events/${eventId}/queue`, { headers: bearer(judge) }), 'queue')
  ).json()) as { assignments: { assignmentId: string }[] };
  for (const { assignmentId } of queue.assignments) {
    await ok(
      await request.put(`/api/judging/assignments/${assignmentId}/sheet`, {
        headers: bearer(judge),
        data: { scores: criteria.map(({ id }) => ({ criterionId: id, score: 4 })), expectedVersion: 0 },
      }),
      'save sheet',
    );
  }
}

async function seedWorld(browser: Browser): Promise<{ world: World; contexts: Record<Role, BrowserContext> }> {
  const contexts = {} as Record<Role, BrowserContext>;
  for (const role of ['visitor', 'participant', 'judge', 'organizer', 'admin'] as const)
    contexts[role] = await browser.newContext();
  const request = contexts.visitor.request;
  const stamp = Date.now().toString(36);
  const admin = await adminSession(contexts.admin.request);
  const participant = await createVerifiedUser(contexts.participant.request, 'a11y-participant', {
    firstName: 'Paula',
    lastName: `Participant${stamp}`,
  });
  const judge = await createVerifiedUser(contexts.judge.request, 'a11y-judge', { firstName: 'Jo', lastName: 'Judge' });
  const organizer = await createVerifiedUser(contexts.organizer.request, 'a11y-organizer');
  await setRole(request, admin, judge, 'judge');
  await setRole(request, admin, organizer, 'organizer');

  const project = {
    tagline: 'Checked for everyone',
    descriptionMd: 'A project **for** the audit.',
    track: 'discovery',
  };
  const publishedEvent = await createEvent(request, admin, { title: `Published Sprint ${stamp}` });
  await submitProject(request, participant, admin, publishedEvent, { ...project, title: `Scored Project ${stamp}` });
  await addJudge(request, admin, publishedEvent, judge);
  await openJudging(request, admin, publishedEvent);
  await scoreEverything(request, admin, publishedEvent, judge.session);
  await judgingStep(request, admin, publishedEvent, 'close');
  await judgingStep(request, admin, publishedEvent, 'publish');

  const judgingEvent = await createEvent(request, admin, { title: `Judging Sprint ${stamp}` });
  const participantProject = await submitProject(request, participant, admin, judgingEvent, {
    ...project,
    title: `Judged Project ${stamp}`,
  });
  await addJudge(request, admin, judgingEvent, judge);
  await openJudging(request, admin, judgingEvent);

  // The participant's ventures (one per submitted project); the first made Public for the visitor's page.
  const ventures = (await (
    await ok(await request.get('/api/ventures/mine', { headers: bearer(participant.session) }), 'my ventures')
  ).json()) as { id: string }[];
  const participantVenture = ventures[0]?.id ?? '';
  await ok(
    await request.patch(`/api/ventures/${participantVenture}`, {
      headers: bearer(participant.session),
      data: { isPublic: true, pitch: 'Checked for everyone' },
    }),
    'make the venture public',
  );

  const sessions = {
    admin,
    participant: await signedInAs(contexts.participant, participant),
    judge: await signedInAs(contexts.judge, judge),
    organizer: await signedInAs(contexts.organizer, organizer),
  };
  for (const role of ['participant', 'judge', 'organizer', 'admin'] as const)
    await signInBrowser(contexts[role], sessions[role]);
  return { world: { judgingEvent, publishedEvent, participantProject, participantVenture, sessions }, contexts };
}

/** Waits for the page's own content: its level-one heading (answers whether it came), no spinner left. */
async function settled(page: Page): Promise<boolean> {
  const headed = await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  // Generous: the machine running the suite may be busy (a chart chunk and its data on a loaded 2-core box).
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading')).toHaveCount(0, {
    timeout: 20_000,
  });
  // Colours read mid-fade are neither the old nor the new: wait for every transition that ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return headed;
}

/** The innermost elements that reach past the right edge of the screen, to say what to fix. */
async function widestElements(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent?.slice(0, 40)}"`,
      )
      .join(' | '),
  );
}

interface PageFinding {
  route: string;
  width: string;
  violations: string[];
  /** Moderate and minor findings and best practices (rule ids), reported but not failing. */
  lesser: string[];
  overflow: number;
  title: string;
}

async function audit(page: Page, route: string, width: (typeof WIDTHS)[number]): Promise<PageFinding> {
  await page.setViewportSize({ width: width.width, height: width.height });
  await page.goto(route);
  const headed = await settled(page);
  const results = await new AxeBuilder({ page })
    // Best practices (heading order, landmarks) are reported beside, never failing.
    .withTags([...WCAG_TAGS, 'best-practice'])
    .analyze();
  const violations = results.violations.filter(blocks).map(
    (violation) =>
      `${violation.id} (${violation.impact}) x${violation.nodes.length}: ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`)
        .join(' | ')}`,
  );
  const lesser = results.violations
    .filter((violation) => !blocks(violation))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) x${violation.nodes.length}: ${violation.nodes[0]?.target.join(' ') ?? ''}`,
    );
  if (!headed) violations.push('no level-one heading');
  const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  if (overflow > 0) violations.push(`wider than the screen: ${await widestElements(page)}`);
  return {
    route,
    width: width.name,
    violations,
    lesser,
    overflow: Math.max(overflow, 0),
    title: await page.title(),
  };
}

/** Every page's title names the page, then the site; the landing page is the site's own. */
function namesThePage({ route, title }: PageFinding): boolean {
  return route === '/' ? title === 'Sprintboard' : /^.+ · Sprintboard$/.test(title);
}

let world: World;
let contexts: Record<Role, BrowserContext>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ world, contexts } = await seedWorld(browser));
});

test.afterAll(async () => {
  for (const context of Object.values(contexts ?? {})) await context.close();
});

for (const role of ['visitor', 'participant', 'judge', 'organizer', 'admin'] as const) {
  test(`every route a ${role} can open has no critical or serious axe violation and fits a 390 px phone`, async () => {
    // About 30 pages a role; generous for a machine shared with other work.
    test.setTimeout(600_000);
    const page = await contexts[role].newPage();
    const findings: PageFinding[] = [];
    for (const width of WIDTHS)
      for (const route of routesOf(role, world)) findings.push(await audit(page, route, width));
    await page.close();

    const failing = findings.filter(
      (finding) => finding.violations.length > 0 || finding.overflow > 0 || !namesThePage(finding),
    );
    console.log(
      findings
        .map(
          (each) =>
            `${role} ${each.width} ${each.route}: ${each.violations.length} serious/critical rules, overflow ${each.overflow}px, title '${each.title}', lesser [${each.lesser.join(', ')}]`,
        )
        .join('\n'),
    );
    expect(failing, `${role}: pages with violations or wider than the screen`).toEqual([]);
  });
}

test('the first Tab reaches Skip to content, which leads into the main landmark, and focus shows a ring', async () => {
  const page = await contexts.admin.newPage();
  await page.goto('/admin');
  await settled(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });
  // The focus ring token, #4f46e5: 6.3:1 on white (color-tokens.spec.ts).
  expect(ring).toBe('solid 2px rgb(79, 70, 229)');
  await page.close();
});

test("on a phone, the Judging tab's Per judge table is a named region that Tab reaches and the arrow keys scroll", async () => {
  const page = await contexts.admin.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/bootstrap?tab=judging&event=${world.judgingEvent}`);
  const table = page.getByRole('region', { name: 'Per judge table' });
  await expect(table).toBeVisible();
  // The stop after Assign Submissions (the coverage between them takes no focus, nor do the table's rows).
  await page.getByRole('button', { name: 'Assign Submissions' }).focus();
  await page.keyboard.press('Tab');
  await expect(table).toBeFocused();
  expect(await table.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  const before = await table.evaluate((element) => element.scrollLeft);
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
  await page.close();
});

test('on a phone, the landing page keeps its section links behind a Menu button', async () => {
  const page = await contexts.visitor.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const program = page.getByRole('banner').getByRole('link', { name: 'Program' });
  await expect(program).toBeHidden();
  await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
  await expect(program).toBeVisible();
  await program.click();
  await expect(program).toBeHidden();
  await page.close();
});

test("on a phone, the score sheet's character counters stay clear of the hints under their fields", async () => {
  const page = await contexts.judge.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/judging/${world.participantProject}`);
  // The two texts of the sheet, each with a counter and a hint.
  const fields = page
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-input-data-count') })
    .filter({ has: page.locator('.ant-form-item-extra') });
  await expect(fields).toHaveCount(2);
  for (const field of await fields.all()) {
    const counter = await field.locator('.ant-input-data-count').boundingBox();
    const hint = await field.locator('.ant-form-item-extra').boundingBox();
    if (!counter || !hint) throw new Error('the counter and the hint are both on screen');
    expect(counter.y + counter.height, 'the counter ends above its hint').toBeLessThanOrEqual(hint.y);
  }
  await page.close();
});
