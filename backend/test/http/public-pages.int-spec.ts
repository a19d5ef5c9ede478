import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { EventStatus } from '../../src/events/event-rules.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const frontendDist = join(repoRoot, 'frontend', 'dist');

/** The real build: the pages are rendered by the frontend's server bundle. */
function ensureFrontendBuild(): void {
  const built =
    existsSync(join(frontendDist, 'shell.html')) &&
    existsSync(join(repoRoot, 'frontend', 'dist-server', 'entry-server.js'));
  if (!built) execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: repoRoot, stdio: 'ignore' });
}

const HOSTILE_TITLE = 'Sprint </script><script>alert(1)</script> & "friends"';

/** The inert JSON block a rendered page hands the client. */
function stateOf(html: string): string | undefined {
  return /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
}

describe('server-rendered public pages', () => {
  let app: NestFastifyApplication;
  let organizer: TestAccount;
  let publicId: string;
  let draftId: string;

  // The page shows these dates and place, so they are spelled out here.
  const createEvent = (title: string, descriptionMd: string, status: EventStatus = 'draft') =>
    createSprint(app, organizer, {
      status,
      title,
      descriptionMd,
      location: 'Palo Alto, CA',
      startDate: '2031-10-03T16:00:00.000Z',
      endDate: '2031-10-06T23:00:00.000Z',
      submissionDeadline: '2031-10-05T23:00:00.000Z',
    });

  beforeAll(async () => {
    ensureFrontendBuild();
    app = await startTestApp(
      testConfig(await createTestDatabase(), { FRONTEND_DIST: frontendDist, APP_URL: 'https://sprints.example' }),
    );
    organizer = await createAccount(app, 'organizer');
    publicId = await createEvent(
      HOSTILE_TITLE,
      'Build **fast** in Palo Alto.\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>',
      'upcoming',
    );
    draftId = await createEvent('Secret Draft Sprint', 'Not announced yet.');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('renders an event with its title, dates and description, every value escaped', async () => {
    const response = await page(`/events/${publicId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const escapedTitle = 'Sprint &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;';

    expect(html).toContain(`<title>${escapedTitle} · Sprintboard</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle} · Sprintboard" />`);
    expect(html).toContain('<meta property="og:type" content="event" />');
    expect(html).toContain(`<meta property="og:url" content="https://sprints.example/events/${publicId}" />`);
    expect(html).toMatch(/<meta name="description" content="Build fast in Palo Alto\. click/);
    expect(html).toContain('<meta property="og:description" content="Build fast in Palo Alto.');
    // In the page body: the hero heading and the details card.
    expect(html).toContain(
      `>Sprint &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;</h1>`,
    );
    expect(html).toContain('<strong>fast</strong>');
    expect(html).toContain('Oct 3'); // the start date, in the event's time zone
    expect(html).toContain('<dt>Team size</dt>');

    // Nothing the organiser typed turns into markup or a script.
    const markup = html.replace(/<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/, '');
    expect(markup).not.toContain('<script>alert(1)');
    expect(markup).not.toContain('javascript:');
    expect(markup).not.toContain('onerror');
    const state = stateOf(html);
    expect(state).toBeDefined();
    expect(state).not.toContain('<');
    expect(JSON.parse(state ?? '')).toMatchObject({
      queries: {
        queries: expect.arrayContaining([expect.objectContaining({ queryKey: ['events', 'detail', publicId] })]),
      },
    });
  });

  it('answers 404 with a page, not a server error, for a draft, an unknown id and a malformed id', async () => {
    for (const url of [`/events/${draftId}`, '/events/00000000-0000-4000-8000-000000000000', '/events/not-an-id']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Event Not Found');
      expect(response.body).not.toContain('Secret Draft Sprint');
      expect(response.body).not.toContain('Not announced yet');
      // Rendered by the browser, not hydrated.
      expect(stateOf(response.body)).toBeUndefined();
    }
  });

  it('renders the events list with public events only', async () => {
    const response = await page('/events');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Events · Sprintboard</title>');
    expect(response.body).toContain('Sprint &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).toContain(`href="/events/${publicId}"`);
    expect(response.body).not.toContain('Secret Draft Sprint');
    expect(stateOf(response.body)).toBeDefined();
  });

  it('serves the landing page prerendered at build time, and the empty shell for client-rendered pages', async () => {
    const landing = await page('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('72-hour venture sprints for enterprise builders</h1>');
    expect(landing.body).toContain('<meta property="og:url" content="https://sprints.example/" />');
    expect(stateOf(landing.body)).toBeDefined();

    const dashboard = await page('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(stateOf(dashboard.body)).toBeUndefined();
  });
});
