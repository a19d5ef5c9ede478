import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminInBrowser, adminSession, createEvent } from './staff-session';

// Issue 18's budgets: JavaScript of a page's first load, on the wire.
const KB = 1024;
const PUBLIC_JS_BUDGET = 120 * KB;
const ADMIN_JS_BUDGET = 350 * KB;
/** The antd components the issue keeps off public first loads, by the name Vite gives their shared chunk. */
const HEAVY_ANTD_CHUNKS = ['table', 'form'];
/**
 * antd's DatePicker has no chunk of its own while one screen uses it (it sits in that screen's chunk),
 * so its chunks are found by its components' class prefix, which only its code carries.
 */
const DATE_PICKER_MARK = 'rc-picker';

interface ManifestChunk {
  file: string;
  name?: string;
}

/** Vite's manifest of the build under test. */
function manifest(): Record<string, ManifestChunk> {
  const manifestPath = join(import.meta.dirname, '..', 'frontend', 'dist', '.vite', 'manifest.json');
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

/** Built files of the admin screens. */
function adminChunks(): Set<string> {
  const files = Object.entries(manifest())
    // Admin route files sit under admin/, some of them inside pathless layouts (_signedIn/_admin/admin/...).
    .filter(([source]) => /^src\/routes\/(_[^/]+\/)*admin\//.test(source) || source.startsWith('src/features/admin/'))
    .map(([, chunk]) => `/${chunk.file}`);
  return new Set(files);
}

/** Built files of antd's Table and Form (shared chunks, keyed `_<name>-<hash>.js`) and of its DatePicker. */
function heavyAntdChunks(): Map<string, string> {
  const chunks = new Map<string, string>();
  const assets = join(import.meta.dirname, '..', 'frontend', 'dist');
  for (const [key, chunk] of Object.entries(manifest())) {
    if (key.startsWith('_') && chunk.name && HEAVY_ANTD_CHUNKS.includes(chunk.name)) {
      chunks.set(`/${chunk.file}`, chunk.name);
    } else if (
      chunk.file.endsWith('.js') &&
      readFileSync(join(assets, chunk.file), 'utf8').includes(DATE_PICKER_MARK)
    ) {
      chunks.set(`/${chunk.file}`, 'date-picker');
    }
  }
  return chunks;
}

interface LoadedScript {
  path: string;
  /**
   * What the response took on the wire: headers and the body as sent (compressed when it was), as
   * Lighthouse's transfer size counts it in `npm run bench:web`.
   */
  wireBytes: number;
  bodyBytes: number;
  encoding: string | undefined;
}

/** Every script the page fetches from now on, with its size on the wire. */
function watchScripts(page: Page): () => Promise<LoadedScript[]> {
  const loads: Promise<LoadedScript>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    loads.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          path: new URL(request.url()).pathname,
          wireBytes: sizes.responseHeadersSize + sizes.responseBodySize,
          bodyBytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'],
        };
      })(),
    );
  });
  return () => Promise.all(loads);
}

function report(label: string, scripts: LoadedScript[], budget: number): number {
  const total = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
  const bodies = scripts.reduce((sum, script) => sum + script.bodyBytes, 0);
  const line =
    `${label}: ${scripts.length} scripts, ${(total / KB).toFixed(1)} KB on the wire ` +
    `(${(bodies / KB).toFixed(1)} KB of it bodies; budget ${budget / KB} KB)`;
  test.info().annotations.push({ type: 'js-bytes', description: line });
  console.log(line);
  if (process.env.BUNDLE_DETAIL)
    for (const script of [...scripts].sort((a, b) => b.wireBytes - a.wireBytes))
      console.log(`  ${(script.wireBytes / KB).toFixed(1).padStart(6)} KB ${script.path}`);
  return total;
}

let seededEventId: string | undefined;

/** One active public event for the run, created through the API as an admin. */
async function eventId(request: APIRequestContext): Promise<string> {
  seededEventId ??= await createEvent(request, await adminSession(request), { title: `Budget Sprint ${Date.now()}` });
  return seededEventId;
}

const PUBLIC_PAGES = [
  { label: '/', path: () => Promise.resolve('/') },
  { label: '/events', path: () => Promise.resolve('/events') },
  { label: '/events/{id}', path: async (request: APIRequestContext) => `/events/${await eventId(request)}` },
];

/** Loads a public page as a visitor and returns the scripts of its first load. */
async function firstLoad(page: Page, path: string): Promise<LoadedScript[]> {
  const scripts = watchScripts(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A visitor has no live stream open, so the network does go quiet once the first load is done.
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(0);
  return loaded;
}

for (const { label, path } of PUBLIC_PAGES) {
  test(`the public page ${label} loads no admin code`, async ({ page, request }) => {
    const admin = adminChunks();
    expect(admin.size).toBeGreaterThan(0);
    const scripts = await firstLoad(page, await path(request));
    expect(scripts.map((script) => script.path).filter((script) => admin.has(script))).toEqual([]);
  });

  test(`the public page ${label} loads no antd Table, Form or DatePicker at first`, async ({ page, request }) => {
    const heavy = heavyAntdChunks();
    // Each named chunk must exist, or a renamed one would let this pass without checking anything.
    expect([...new Set(heavy.values())].sort()).toEqual(['date-picker', ...HEAVY_ANTD_CHUNKS].sort());
    const scripts = await firstLoad(page, await path(request));
    expect(scripts.filter((script) => heavy.has(script.path)).map((script) => heavy.get(script.path))).toEqual([]);
  });

  test(`the public page ${label} sends at most ${PUBLIC_JS_BUDGET / KB} KB of JavaScript, compressed`, async ({
    page,
    request,
  }) => {
    const scripts = await firstLoad(page, await path(request));
    // Chromium asks for br: every script of ours comes precompressed.
    expect(scripts.filter((script) => script.encoding !== 'br').map((script) => script.path)).toEqual([]);
    expect(report(label, scripts, PUBLIC_JS_BUDGET)).toBeLessThanOrEqual(PUBLIC_JS_BUDGET);
  });
}

interface AdminPage {
  label: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** The page's main content: its first load is complete once this is on screen. */
  mainContent: (page: Page) => Locator;
}

const panelTable = (tab: string) => (page: Page) =>
  page.getByRole('tabpanel', { name: tab }).getByRole('table').first();

// Each admin page as an admin opens it from a link or a bookmark, weighed until its main content is on
// screen: a lazy tab's or chart's code is part of its page's first load, not a later one.
const ADMIN_PAGES: AdminPage[] = [
  { label: '/admin', path: () => Promise.resolve('/admin'), mainContent: panelTable('Applications') },
  {
    label: '/admin?tab=users',
    path: () => Promise.resolve('/admin?tab=users'),
    mainContent: panelTable('User Management'),
  },
  {
    label: '/admin?tab=settings',
    path: () => Promise.resolve('/admin?tab=settings'),
    mainContent: (page) => page.getByRole('tabpanel', { name: 'Settings' }).getByText('Admin Access').first(),
  },
  {
    label: '/admin/settings/access',
    path: () => Promise.resolve('/admin/settings/access'),
    mainContent: (page) => page.getByRole('table').first(),
  },
  {
    label: '/admin/events/{id}',
    path: async (request) => `/admin/events/${await eventId(request)}`,
    mainContent: (page) => page.getByRole('heading', { name: /^Budget Sprint / }),
  },
  {
    label: '/admin/bootstrap',
    path: () => Promise.resolve('/admin/bootstrap'),
    mainContent: (page) => page.getByRole('tabpanel', { name: 'Events' }).getByRole('table'),
  },
  {
    label: '/admin?tab=analytics',
    path: () => Promise.resolve('/admin?tab=analytics'),
    mainContent: (page) => page.getByTestId('chart-funnel'),
  },
  {
    label: '/admin/audit',
    path: () => Promise.resolve('/admin/audit'),
    mainContent: (page) => page.getByRole('table').first(),
  },
  {
    label: '/admin/events/create',
    path: () => Promise.resolve('/admin/events/create'),
    mainContent: (page) => page.getByLabel('Event Title'),
  },
];

for (const { label, path, mainContent } of ADMIN_PAGES) {
  test(`the admin page ${label} sends at most ${ADMIN_JS_BUDGET / KB} KB of JavaScript at first`, async ({
    page,
    context,
  }) => {
    const target = await path(context.request);
    await adminInBrowser(context);
    const scripts = watchScripts(page);
    await page.goto(target);
    // A lazy tab's chain of chunks and requests can outlast the default 5 s on a busy machine.
    await expect(mainContent(page)).toBeVisible({ timeout: 15_000 });
    // Not 'networkidle': the live updates stream stays open. Every eager chunk is in by 'load'.
    await page.waitForLoadState('load');
    const loaded = await scripts();
    // It is the admin screen's code being weighed, not a sign-in page's.
    expect(loaded.some((script) => adminChunks().has(script.path))).toBe(true);
    expect(report(label, loaded, ADMIN_JS_BUDGET)).toBeLessThanOrEqual(ADMIN_JS_BUDGET);
  });
}
