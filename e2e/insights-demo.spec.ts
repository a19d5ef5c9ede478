import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { signInThroughForm } from './auth-support';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';

// Issue 29 on the demo data (`npm run db:seed -w backend -- --demo`), whose earlier sprints have
// known outcomes: 'Market fit' is planted to predict traction, 'Innovation' not (demo-cohorts.ts).
// The demo makes its own first admin, so it needs a database without one: this file runs its own
// app on a fresh data folder and ports of its own, and the rest of the run keeps its database.
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 3140);
const DEMO_POSTGRES_PORT = process.env.E2E_DEMO_POSTGRES_PORT ?? '54349';
const DEMO_MAILDEV_SMTP_PORT = process.env.E2E_DEMO_MAILDEV_SMTP_PORT ?? '1145';
const DEMO_MAILDEV_WEB_PORT = process.env.E2E_DEMO_MAILDEV_WEB_PORT ?? '1195';
const DEMO_URL = `http://localhost:${DEMO_PORT}`;
const ROOT = join(import.meta.dirname, '..');
/** The sprint the demo opens for applications (demo-events.ts): the one upcoming event. */
const UPCOMING_SPRINT = 'Fintech Sprint';
const TOO_FEW = /Too few ventures with a known outcome to tell \(n = \d+\)\./;

test.use({ baseURL: DEMO_URL });

interface DemoAdmin {
  email: string;
  password: string;
  name: string;
}

let dataDir: string;
let server: ChildProcess | undefined;
let admin: DemoAdmin;

/** The environment of the config's webServer, on this file's folder and ports. */
function demoEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: DEMO_POSTGRES_PORT,
    MAILDEV_SMTP_PORT: DEMO_MAILDEV_SMTP_PORT,
    MAILDEV_WEB_PORT: DEMO_MAILDEV_WEB_PORT,
    QUEUE_PREFIX: `sprintboard-e2e-demo-${Date.now()}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '20',
  };
  // The embedded PostgreSQL of the fresh folder, never a database named from outside.
  delete env.DATABASE_URL;
  delete env.MIGRATION_DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}

/** The demo admin, read off what the seed prints for a newcomer: the password, then a line per account. */
function demoAdminIn(printed: string): DemoAdmin {
  const password = printed.match(/all with the password (\S+)/)?.[1];
  const line = printed.match(/^\s+(\S+@\S+)\s+admin\s+(.+)$/m);
  expect(password && line, `the demo seed printed its admin and password:\n${printed}`).toBeTruthy();
  return { email: line![1], password: password!, name: line![2].trim() };
}

async function healthy(): Promise<boolean> {
  return fetch(`${DEMO_URL}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}

test.beforeAll(async () => {
  // Seed (about 15 s), then the app's start; a busy CI runner takes longer.
  test.setTimeout(240_000);
  expect(await healthy(), `port ${DEMO_PORT} is taken: set E2E_DEMO_PORT`).toBe(false);
  dataDir = mkdtempSync(join(tmpdir(), 'sprintboard-e2e-demo-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its folder inside.
  chmodSync(dataDir, 0o755);
  const env = demoEnv();

  const seeded = await promisify(execFile)('npm', ['run', 'db:seed', '-w', 'backend', '--', '--demo'], {
    cwd: ROOT,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  admin = demoAdminIn(seeded.stdout);

  const output: string[] = [];
  // A process group of its own, so whatever the app leaves behind can be stopped with it.
  server = spawn('npm', ['run', 'start:built', '-w', 'backend'], {
    cwd: ROOT,
    env: { ...env, PORT: String(DEMO_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await expect
    .poll(async () => (server?.exitCode === null ? healthy() : `exited: ${output.join('')}`), {
      message: 'the demo app answers /api/health',
      timeout: 120_000,
      intervals: [500],
    })
    .toBe(true);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  const running = server;
  if (running?.pid !== undefined && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
    if (!stopped) {
      process.kill(-running.pid, 'SIGKILL');
      await exited;
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Picks `label` in the header's Admin menu. Right after a sign-in the header re-renders as its data
 * arrives, which can close a menu opened a moment earlier: so retry until the screen is open.
 */
async function openFromAdminMenu(page: Page, label: string, url: RegExp): Promise<void> {
  const menu = page.locator('.ant-dropdown:visible').getByRole('menuitem');
  await expect(async () => {
    if (!(await menu.first().isVisible()))
      await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
    await menu.getByRole('link', { name: label, exact: true }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** A section's table row (Table view) by its first cell, as column name -> cell text. */
async function tableRow(section: Locator, first: string): Promise<Record<string, string>> {
  const row = section.getByRole('row').filter({ has: section.page().getByRole('cell', { name: first, exact: true }) });
  await expect(row).toHaveCount(1);
  const columns = await section.getByRole('columnheader').allInnerTexts();
  const cells = await row.getByRole('cell').allInnerTexts();
  return Object.fromEntries(columns.map((column, index) => [column.trim(), (cells[index] ?? '').trim()]));
}

interface Figure {
  n: number;
  auc: number;
  low: number;
  high: number;
}

function figureOf(row: Record<string, string>): Figure {
  const figure = { n: Number(row.n), auc: Number(row.AUC), low: Number(row['90% low']), high: Number(row['90% high']) };
  for (const [name, value] of Object.entries(figure))
    expect(Number.isFinite(value), `${name} of ${JSON.stringify(row)}`).toBe(true);
  return figure;
}

test("the demo admin reads the planted criterion's interval above 0.5 as a table and in its CSV, and copies the suggested weights into the upcoming sprint (audited)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleGuard = watchConsole(page);
  await page.goto('/auth');
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await openFromAdminMenu(page, 'Insights', /\/admin\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '180 days' })).toBeChecked();

  const criteria = page.getByRole('region', { name: 'Which criteria predicted the outcome' });
  const marketFitRow = criteria.getByRole('row').filter({ hasText: 'Market fit' });
  let marketFit: Figure;
  await test.step("at 180 days, 'Market fit' predicts: its 90% interval is above 0.5; 'Innovation' holds 0.5", async () => {
    await criteria.getByRole('radio', { name: 'Table' }).click();
    marketFit = figureOf(await tableRow(criteria, 'Market fit'));
    expect(marketFit.n).toBeGreaterThanOrEqual(20);
    expect(marketFit.low).toBeGreaterThan(0.5);
    expect(marketFit.low).toBeLessThanOrEqual(marketFit.auc);
    expect(marketFit.auc).toBeLessThanOrEqual(marketFit.high);
    const innovation = figureOf(await tableRow(criteria, 'Innovation'));
    expect(innovation.low).toBeLessThan(0.5);
    expect(innovation.high).toBeGreaterThan(0.5);
    expect(await blockingViolations(page)).toEqual([]);
  });

  await test.step('the horizon is in the URL, and the figures follow it', async () => {
    await page.getByRole('radio', { name: '365 days' }).click();
    await expect(page).toHaveURL(/[?&]horizon=365/);
    // No earlier sprint ended a year ago: no figure, the API's words with the n.
    await expect(marketFitRow).toContainText(TOO_FEW);
    await expect(marketFitRow).not.toContainText(String(marketFit.auc));

    await page.getByRole('radio', { name: '90 days' }).click();
    await expect(page).toHaveURL(/[?&]horizon=90/);
    await expect(marketFitRow).not.toContainText(TOO_FEW);
    const at90 = figureOf(await tableRow(criteria, 'Market fit'));
    // More sprints' ventures are known after 90 days than after 180.
    expect(at90.n).toBeGreaterThan(marketFit.n);
    expect(at90.low).toBeGreaterThan(0.5);

    await page.getByRole('radio', { name: '180 days' }).click();
    await expect(page).not.toHaveURL(/[?&]horizon=/);
    await expect(marketFitRow.getByRole('cell', { name: String(marketFit.n), exact: true })).toBeVisible();
    expect(figureOf(await tableRow(criteria, 'Market fit'))).toEqual(marketFit);
  });

  await test.step("the section's CSV has the same figures", async () => {
    const downloading = page.waitForEvent('download');
    await criteria.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('which-criteria-predicted-the-outcome.csv');
    const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe('Score,n,Reached the outcome,AUC,90% low,90% high,Note');
    const line = lines.find((each) => each.startsWith('Market fit,'));
    expect(line, lines.join('\n')).toBeDefined();
    const [, n, , auc, low, high, note] = line!.split(',');
    expect({ n: Number(n), auc: Number(auc), low: Number(low), high: Number(high) }).toEqual(marketFit);
    expect(Number(low)).toBeGreaterThan(0.5);
    expect(note).toBe('');
  });

  await test.step('the applicants turned away: approved beside rejected, the waitlisted too few, with the caveat', async () => {
    const turnedAway = page.getByRole('region', { name: 'Applicants the programme turned away' });
    await expect(turnedAway).toContainText(
      'Selection differs between these groups: this is not the effect of the programme.',
    );
    await expect(turnedAway.getByText('Approved: 24 of 24 surveys answered.')).toBeVisible();
    await expect(turnedAway.getByText('Rejected: 20 of 22 surveys answered.')).toBeVisible();
    await expect(
      turnedAway.getByText('Waitlisted: 3 of 4 surveys answered. Too few answered surveys to tell (n = 3).'),
    ).toBeVisible();
    await turnedAway.getByRole('radio', { name: 'Table' }).click();
    // Two design partners in each surveyed sprint's rejected group: 4 of 20 answers, with a 90% range.
    const rejectedPartners = turnedAway
      .getByRole('row')
      .filter({ hasText: 'Rejected' })
      .filter({ hasText: 'Design partner or LOI' });
    await expect(rejectedPartners.getByRole('cell')).toHaveText([
      'Rejected',
      '22',
      '20',
      'Design partner or LOI',
      '4',
      '20',
      /^\d+(\.\d)?$/,
      /^\d+(\.\d)?$/,
      '—',
    ]);
  });

  const weights = page.getByRole('region', { name: 'Suggested weights' });
  let innovation: { current: string; suggested: string };
  await test.step(`'Use these weights' on the ${UPCOMING_SPRINT}`, async () => {
    await weights.getByRole('radio', { name: 'Table' }).click();
    const row = await tableRow(weights, 'Innovation');
    innovation = { current: row['Current weight'], suggested: row['Suggested weight'] };
    expect(innovation.suggested).toMatch(/^\d+$/);
    expect(innovation.suggested).not.toBe(innovation.current);

    await weights.getByRole('button', { name: 'Use these weights' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use these weights' });
    await expect(dialog.getByText(`Innovation: ${innovation.current} → ${innovation.suggested}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Use these weights' })).toBeDisabled();
    await pickOption(dialog.getByRole('combobox', { name: 'Upcoming event' }), UPCOMING_SPRINT);
    await dialog.getByRole('button', { name: 'Use these weights' }).click();
    // Its criteria are Innovation and Design (demo-events.ts): the suggestion's other labels are left.
    await expect(
      page.getByText(
        new RegExp(`^Weights set for ${UPCOMING_SPRINT}: 1 criterion changed\\. ${UPCOMING_SPRINT} has no `),
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step(`the ${UPCOMING_SPRINT}'s Judging tab lists the suggested weight`, async () => {
    await openFromAdminMenu(page, 'Events & Judging', /\/admin\/bootstrap/);
    await page.getByRole('tab', { name: 'Judging' }).click();
    await pickOption(page.getByRole('combobox', { name: 'Event' }), UPCOMING_SPRINT, UPCOMING_SPRINT);
    const judgingCriteria = page.locator('.ant-card').filter({ hasText: 'Judging Criteria' });
    // The 1-5 importance scale is listed as '1 - Low importance', a larger weight as its number.
    await expect(
      judgingCriteria.getByRole('row', { name: /Innovation/ }).getByRole('cell', {
        name: new RegExp(`^${innovation.suggested}( - .+)?$`),
      }),
    ).toBeVisible();
  });

  await test.step('the audit log names the change and who made it', async () => {
    await openFromAdminMenu(page, 'Audit Log', /\/admin\/audit/);
    await page.getByLabel('Search by record name').fill(UPCOMING_SPRINT);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const change = page
      .getByRole('row')
      .filter({ hasText: `Criterion changed: Innovation (weight ${innovation.suggested})` })
      .filter({ has: page.getByRole('button', { name: /details/i }) });
    await expect(change).toHaveCount(1);
    await expect(change.getByRole('cell', { name: UPCOMING_SPRINT, exact: true })).toBeVisible();
    await expect(change.getByRole('cell', { name: admin.name, exact: true })).toBeVisible();
  });

  await test.step("the demo's audit trail still verifies", () => {
    execFileSync('npm', ['run', '-s', 'audit:verify'], {
      cwd: ROOT,
      env: {
        ...demoEnv(),
        DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${DEMO_POSTGRES_PORT}/sprintboard`,
        SMTP_URL: `smtp://127.0.0.1:${DEMO_MAILDEV_SMTP_PORT}`,
      },
      stdio: 'pipe',
    });
  });
  consoleGuard.expectClean();
});
