import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { addJudge } from './judging-steps';
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
  sessions: Record<Exclude<Role, 'visitor'>, StoredSession>;
}

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

// Left for later on a phone: their tables scroll sideways with nothing in them to focus, so a
// keyboard cannot scroll them (axe's scrollable-region-focusable). They are checked on a desktop.
const PHONE_NOT_YET = ['/admin/bootstrap?tab=judging', '/admin/bootstrap?tab=winners'];

const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

function routesOf(role: Role, world: World): string[] {
  const { judgingEvent, publishedEvent, participantProject } = world;
  const everyone = [
    '/events',
    `/events/${judgingEvent}`,
    `/events/${publishedEvent}`,
    `/leaderboard/${publishedEvent}`,
  ];
  switch (role) {
    case 'visitor':
      return ['/', ...everyone, '/judging/leaderboard', '/auth', '/auth/confirm', '/auth/update-password'];
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

async function judgingStep(request: APIRequestContext, admin: StoredSession, eventId: string, step: string) {
  const { version } = (await (
    await ok(await request.get(`/api/admin/events/${eventId}/judging`, { headers: bearer(admin) }), 'judging')
  ).json()) as { version: number };
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/${step}`, {
      headers: bearer(admin),
      data: { expectedVersion: version },
    }),
    `${step} judging`,
  );
}

/** Opens judging of the event and gives its submissions to its judges. */
async function openJudging(request: APIRequestContext, admin: StoredSession, eventId: string) {
  await judgingStep(request, admin, eventId, 'open');
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/assign`, {
      headers: bearer(admin),
      // Every test account is @example.com: the same-domain rule would exclude every judge.
      data: { reviewsPerSubmission: 1, sameDomainConflicts: false },
    }),
    'assign submissions',
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

  const sessions = {
    admin,
    participant: await signedInAs(contexts.participant, participant),
    judge: await signedInAs(contexts.judge, judge),
    organizer: await signedInAs(contexts.organizer, organizer),
  };
  for (const role of ['participant', 'judge', 'organizer', 'admin'] as const)
    await signInBrowser(contexts[role], sessions[role]);
  return { world: { judgingEvent, publishedEvent, participantProject, sessions }, contexts };
}

/** Waits for the page's own content: its level-one heading (answers whether it came), no spinner left. */
async function settled(page: Page): Promise<boolean> {
  const headed = await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading')).toHaveCount(0, {
    timeout: 10_000,
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
  overflow: number;
  title: string;
}

async function audit(page: Page, route: string, width: (typeof WIDTHS)[number]): Promise<PageFinding> {
  await page.setViewportSize({ width: width.width, height: width.height });
  await page.goto(route);
  const headed = await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const violations = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) x${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`)
          .join(' | ')}`,
    );
  if (!headed) violations.push('no level-one heading');
  const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  if (overflow > 0) violations.push(`wider than the screen: ${await widestElements(page)}`);
  return { route, width: width.name, violations, overflow: Math.max(overflow, 0), title: await page.title() };
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
    test.setTimeout(300_000);
    const page = await contexts[role].newPage();
    const findings: PageFinding[] = [];
    for (const width of WIDTHS)
      for (const route of routesOf(role, world))
        if (width.name === 'desktop' || !PHONE_NOT_YET.includes(route)) findings.push(await audit(page, route, width));
    await page.close();

    const failing = findings.filter(
      (finding) => finding.violations.length > 0 || finding.overflow > 0 || !namesThePage(finding),
    );
    console.log(
      findings
        .map(
          (each) =>
            `${role} ${each.width} ${each.route}: ${each.violations.length} serious/critical rules, overflow ${each.overflow}px, title '${each.title}'`,
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
