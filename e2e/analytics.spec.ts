import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { submitProject } from './participation';
import { adminInBrowser, createEvent } from './staff-session';
import { createVerifiedUser } from './verified-user';

/** The built file of the chart module (recharts inside), read from Vite's manifest of the build under test. */
function chartChunk(): string {
  const manifestPath = join(import.meta.dirname, '..', 'frontend', 'dist', '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/features/analytics/components/analytics-charts.tsx'];
  expect(entry, 'the charts are a chunk of their own').toBeDefined();
  return `/${entry.file}`;
}

test('staff open the Analytics tab, pick an event (kept in the URL across a reload), read a chart as a table and download its CSV; the charts load only there', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const consoleGuard = watchConsole(page);
  const admin = await adminInBrowser(context);
  const title = `Analytics Sprint ${Date.now()}`;
  const eventId = await createEvent(request, admin, { title });
  const participant = await createVerifiedUser(request, 'analytics-participant');
  await submitProject(request, participant, admin, eventId, {
    title: 'Chart Crafters',
    tagline: 'Numbers at a glance',
    descriptionMd: 'We chart things.',
    track: 'discovery',
  });

  const charts = chartChunk();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  // Other pages, the dashboard's other tabs included, never load the chart chunk.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // Not 'networkidle': the live updates stream stays open. Every eager chunk is in by 'load'.
  await page.waitForLoadState('load');
  expect(scripts).not.toContain(charts);

  // The tabs follow the WAI-ARIA pattern: arrow keys and End move to a tab and open it.
  await page.getByRole('tab', { name: 'Applications' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'User Management' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=users/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel', { name: 'Settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Analytics' });
  const picker = panel.getByRole('combobox', { name: 'Event', exact: true });
  await expect(picker).toBeVisible();
  await expect(picker).toHaveValue('all');
  await expect(picker.locator('option:checked')).toHaveText('All Events');
  const funnel = page.getByTestId('chart-funnel');
  await expect(funnel).toBeVisible();
  expect(scripts).toContain(charts);
  for (const chart of [
    'applications-per-day',
    'decision-lag',
    'applications-by-status',
    'role-mix',
    'track-mix',
    'judging-coverage-over-time',
    'judges-score-distributions',
    'agreement-between-judges',
  ])
    await expect(page.getByTestId(`chart-${chart}`)).toBeVisible();

  // Pick the event: its funnel counts one application, approved, in a team and submitted.
  await picker.selectOption({ label: title });
  await expect(picker).toHaveValue(eventId);
  await expect(funnel.locator('.recharts-surface')).toBeVisible();
  // Drawn, not only framed: the steps along one axis (a band scale) and a bar for the counted one (a linear scale).
  await expect(funnel.locator('svg').getByText('Applied', { exact: true })).toBeVisible();
  await expect(funnel.locator('path.recharts-rectangle').first()).toBeVisible();
  await funnel.getByRole('radio', { name: 'Table' }).click();
  await expect(funnel.getByRole('radio', { name: 'Table' })).toBeChecked();
  const applied = funnel.getByRole('row').filter({ hasText: 'Applied' });
  await expect(applied.getByRole('cell')).toHaveText(['Applied', '1', '—']);
  await expect(funnel.getByRole('row').filter({ hasText: 'Approved' }).getByRole('cell')).toHaveText([
    'Approved',
    '1',
    '100',
  ]);
  await expect(funnel.getByRole('row').filter({ hasText: 'Submitted on time' }).getByRole('cell')).toHaveText([
    'Submitted on time',
    '1',
    '—',
  ]);
  // Nothing judged yet: the judging charts show their empty state.
  await expect(page.getByTestId('chart-agreement-between-judges').getByText('No data yet')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await funnel.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('funnel.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n').slice(0, 5)).toEqual([
    'Step,Count,Step conversion (%)',
    'Applied,1,',
    'Approved,1,100',
    'In a team,1,100',
    'Submitted,1,100',
  ]);
  expect(new URL(page.url()).pathname).toBe('/admin');

  // The picked event is in the URL: a reload (or the link, shared) shows its charts again.
  await expect(page).toHaveURL((url) => url.searchParams.get('eventId') === eventId);
  await page.reload();
  const reloaded = page.getByRole('tabpanel', { name: 'Analytics' });
  const reloadedPicker = reloaded.getByRole('combobox', { name: 'Event', exact: true });
  await expect(reloadedPicker.locator('option:checked')).toHaveText(title);
  const reloadedFunnel = page.getByTestId('chart-funnel');
  await expect(reloadedFunnel.locator('.recharts-surface')).toBeVisible();
  // The Chart/Table toggle is a radio group: the arrow key moves the choice.
  await reloadedFunnel.getByRole('radio', { name: 'Chart' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(reloadedFunnel.getByRole('radio', { name: 'Table' })).toBeChecked();
  await expect(reloadedFunnel.getByRole('row').filter({ hasText: 'Applied' }).getByRole('cell')).toHaveText([
    'Applied',
    '1',
    '—',
  ]);
  // Back to All Events: the choice leaves the URL.
  await reloadedPicker.selectOption({ label: 'All Events' });
  await expect(reloadedPicker).toHaveValue('all');
  await expect(page).toHaveURL((url) => url.pathname === '/admin' && !url.searchParams.has('eventId'));

  consoleGuard.expectClean();
});
