import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { addJudge } from './judging-steps';
import { submitProject } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';

/** A date and time with the New York abbreviation (EST in winter, EDT in summer). */
const NEW_YORK_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) E[SD]T/;
/** What a Pacific label would look like: a New York event never shows it. */
const PACIFIC = /\bP[SD]?T\b/;

async function expectNewYorkTime(where: Locator) {
  await expect(where).toContainText(NEW_YORK_TIME);
  await expect(where).not.toContainText(PACIFIC);
}

function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

// Staff dates read in the event's own time zone with its abbreviation, whatever the browser's zone.
test.use({ timezoneId: 'America/Los_Angeles' });

test("a New York event's staff dates read in Eastern time with EST/EDT, in a Pacific browser", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const admin = await adminInBrowser(context);
  const suffix = Date.now().toString(36);
  const eventTitle = `Gotham Sprint ${suffix}`;
  const eventId = await createEvent(request, admin, { title: eventTitle, timezone: 'America/New_York' });
  const builder = await createVerifiedUser(request, 'ny-builder', { firstName: 'Nia', lastName: `York${suffix}` });
  const projectTitle = `Subway Router ${suffix}`;
  const projectId = await submitProject(request, builder, admin, eventId, {
    title: projectTitle,
    tagline: 'Trains on time',
    descriptionMd: 'Routes **fast**.',
    track: 'discovery',
  });
  const applicant = await createVerifiedUser(request, 'ny-applicant', {
    firstName: 'Pat',
    lastName: `Pending${suffix}`,
  });
  await ok(
    await request.post(`/api/events/${eventId}/applications`, {
      headers: bearer(applicant.session),
      data: { role: 'Dev', shortAnswer: 'I ship.' },
    }),
    'apply',
  );
  const judge = await createVerifiedUser(request, 'ny-judge', { firstName: 'Jo', lastName: `Judge${suffix}` });
  await addJudge(request, admin, eventId, judge);
  await ok(
    await request.post(`/api/judging/events/${eventId}/conflicts`, {
      headers: bearer(judge.session),
      data: { projectId, reason: 'My cousin is on the team' },
    }),
    'declare conflict',
  );
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

  await test.step('Applications: Applied in the table, the pending card and the drawer', async () => {
    await page.goto(`/admin?eventId=${eventId}`);
    const applied = row(page, `Pat Pending${suffix}`);
    await expectNewYorkTime(applied);
    await expectNewYorkTime(page.getByText(/^Applied .* · Dev$/));
    await applied.getByRole('button', { name: `Pat Pending${suffix}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Application details' });
    await expectNewYorkTime(drawer.getByRole('row').filter({ hasText: 'Applied' }));
  });

  await test.step('Events & Judging: Created, Submitted and the declared conflict', async () => {
    await page.goto('/admin/bootstrap');
    await expectNewYorkTime(row(page, eventTitle).getByText(/^Created /));
    await page.goto(`/admin/bootstrap?tab=submissions&subEvent=${eventId}`);
    await expectNewYorkTime(row(page, projectTitle));
    await page.goto(`/admin/bootstrap?tab=judging&event=${eventId}`);
    await expectNewYorkTime(page.getByRole('region', { name: 'Declared conflicts' }).getByRole('row').nth(1));
  });

  await test.step('Leaderboards: the event dates', async () => {
    await page.goto('/judging/leaderboard');
    await expectNewYorkTime(page.getByRole('listitem').filter({ hasText: eventTitle }));
  });
});
