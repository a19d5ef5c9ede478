import { cpus } from 'node:os';
import { type Figures, type ScenarioResult, TARGETS } from './measure.js';
import type { BenchSettings } from './settings.js';

type Row = [scenario: string, target: string, requestsPerSecond: string, p50: string, p95: string, p99: string];

const HEADER: Row = ['scenario', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'];

/** One row per side plus an app/baseline row: below 1× req/s and above 1× latency is the app's overhead. */
export function formatReport(results: ScenarioResult[], settings: BenchSettings): string {
  const rows: Row[] = [HEADER];
  for (const { scenario, figures } of results) {
    // A scenario measured at its own number of connections says so in its name.
    const name = scenario.connections ? `${scenario.id} (${scenario.connections} conn.)` : scenario.id;
    for (const target of TARGETS) rows.push([name, target, ...absolute(figures[target])]);
    rows.push([name, 'app/baseline', ...ratios(figures.app, figures.baseline)]);
  }
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map((row) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  const setup =
    `${settings.connections} connections, ${settings.runsPerTarget} x ${settings.runSeconds} s measured per target ` +
    `after ${settings.warmupSeconds} s warm-up; Node ${process.version}, ${cpus().length} CPUs`;
  return `\n${setup}\n\n${lines.join('\n')}\n`;
}

function absolute(figures: Figures): [string, string, string, string] {
  return [
    Math.round(figures.requestsPerSecond).toLocaleString('en-US'),
    figures.p50Ms.toFixed(2),
    figures.p95Ms.toFixed(2),
    figures.p99Ms.toFixed(2),
  ];
}

function ratios(app: Figures, baseline: Figures): [string, string, string, string] {
  return [
    ratio(app.requestsPerSecond, baseline.requestsPerSecond),
    ratio(app.p50Ms, baseline.p50Ms),
    ratio(app.p95Ms, baseline.p95Ms),
    ratio(app.p99Ms, baseline.p99Ms),
  ];
}

function ratio(app: number, baseline: number): string {
  return baseline > 0 ? `${(app / baseline).toFixed(2)}x` : 'n/a';
}
