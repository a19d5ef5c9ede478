import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Figures, measureScenario } from './measure.js';
import type { Scenario } from './scenarios.js';
import type { BenchSettings } from './settings.js';

export const LIVE_SCENARIO_ID = 'live';
/** Issue 17: streams kept open on one instance while the apply scenario runs. */
export const LIVE_STREAMS = 500;
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const BACKEND_DIR = resolve(BENCH_DIR, '..');
const WORKER = join(BENCH_DIR, 'live-streams-worker.ts');
/**
 * Whose streams: 'participants' (500 seeded people, each told of their own applications: the
 * realistic mix) or 'staff' (the seeded admin 500 times: every application goes to every stream).
 */
export type LiveAudienceChoice = 'participants' | 'staff';
const OPEN_TIMEOUT_MS = 60_000;
/** After the streams opened, before the app's memory is read again. */
const SETTLE_MS = 2000;

export interface LiveResult {
  streams: number;
  audience: LiveAudienceChoice;
  rssBeforeBytes: number;
  rssWithStreamsBytes: number;
  /** app/baseline req/s of `apply`: the app's throughput relative to the bare transaction. */
  applyRatioWithout: number;
  applyRatioWith: number;
  without: Record<'app' | 'baseline', Figures>;
  with: Record<'app' | 'baseline', Figures>;
  /** Events the streams read while `apply` ran (every application reaches every staff stream). */
  eventsRead: number;
}

/**
 * Issue 17: `apply` measured as usual, then again while 500 streams of the seeded admin (staff get
 * every application's event, the most fan-out there is) are open on the same app instance. The
 * streams live in a child process (bench/live-streams-worker.ts). Memory per stream is the app's
 * resident set growth once they are open, over their number.
 */
export async function measureLive(
  audience: LiveAudienceChoice,
  apply: Scenario,
  urls: { app: string; baseline: string },
  appPid: number,
  /** One stream per header: 500 people, or one staff member's header 500 times. */
  authorizations: readonly string[],
  settings: BenchSettings,
): Promise<LiveResult> {
  console.error(`${LIVE_SCENARIO_ID}: apply without streams`);
  const without = await measureScenario(apply, urls, settings);
  const rssBeforeBytes = await residentBytes(appPid);

  const worker = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', WORKER, `${urls.app}/api/stream`],
    { cwd: BACKEND_DIR, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  worker.stdin.end(authorizations.join('\n'));
  const exited = once(worker, 'exit');
  const lines = createInterface({ input: worker.stdout });
  const output: string[] = [];
  const opened = new Promise<void>((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${authorizations.length} streams did not open in time`)),
      OPEN_TIMEOUT_MS,
    );
    lines.on('line', (line) => {
      output.push(line);
      if (line === 'open') {
        clearTimeout(timer);
        resolvePromise();
      }
    });
    worker.once('exit', () => reject(new Error(`the stream worker exited early (code ${worker.exitCode})`)));
  });
  try {
    await opened;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, SETTLE_MS));
    const rssWithStreamsBytes = await residentBytes(appPid);
    console.error(`${LIVE_SCENARIO_ID}: apply with ${authorizations.length} open streams`);
    const withStreams = await measureScenario(apply, urls, settings);
    worker.kill('SIGTERM');
    await exited;
    const summary = JSON.parse(output.find((line) => line.startsWith('{')) ?? '{}') as { events?: number };
    return {
      streams: authorizations.length,
      audience,
      rssBeforeBytes,
      rssWithStreamsBytes,
      applyRatioWithout: without.figures.app.requestsPerSecond / without.figures.baseline.requestsPerSecond,
      applyRatioWith: withStreams.figures.app.requestsPerSecond / withStreams.figures.baseline.requestsPerSecond,
      without: without.figures,
      with: withStreams.figures,
      eventsRead: summary.events ?? 0,
    };
  } finally {
    if (worker.exitCode === null) worker.kill('SIGTERM');
  }
}

/** How much of the apply ratio 500 open streams may cost (issue 17). */
const MAX_SLOWDOWN = 0.1;

export function formatLive(result: LiveResult): string {
  const perStreamKb = (result.rssWithStreamsBytes - result.rssBeforeBytes) / result.streams / 1024;
  const change = result.applyRatioWith / result.applyRatioWithout - 1;
  const rate = (figures: Figures) => Math.round(figures.requestsPerSecond).toLocaleString('en-US');
  return [
    '',
    `live: ${result.streams} open streams of ${result.audience} on one instance: app memory ${mb(result.rssBeforeBytes)} -> ${mb(result.rssWithStreamsBytes)} MB RSS, ${perStreamKb.toFixed(1)} KB per stream`,
    `live: apply app/baseline req/s without streams ${result.applyRatioWithout.toFixed(2)}x (${rate(result.without.app)}/${rate(result.without.baseline)}), ` +
      `with streams ${result.applyRatioWith.toFixed(2)}x (${rate(result.with.app)}/${rate(result.with.baseline)}): ${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%, ${change >= -MAX_SLOWDOWN ? 'PASS' : 'FAIL'} (the streams may cost at most ${MAX_SLOWDOWN * 100}%; a gain is noise)`,
    `live: the streams read ${result.eventsRead.toLocaleString('en-US')} events while apply ran`,
    '',
  ].join('\n');
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

/** The process's resident set (VmRSS), from Linux's /proc. */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
