import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load-run.js';
import type { BenchSettings } from './settings.js';

export const FLOOD_SCENARIO_ID = 'flood';
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const BACKEND_DIR = resolve(BENCH_DIR, '..');
const WORKER = join(BENCH_DIR, 'flood-worker.ts');
/** Parallel unauthenticated requests the flood keeps going: half bogus resets, half bogus sign-ins. */
const FLOOD_CONNECTIONS = 200;
/** The flood runs this long before the measurement starts, so the queues are full by then. */
const RAMP_SECONDS = 2;

export interface FloodResult {
  idleP95Ms: number;
  floodedP95Ms: number;
  /** Answers the flood got, by status: 503s and 429s are the brakes working. */
  floodStatuses: Record<string, number>;
}

/**
 * Issue 12, point 3: GET /api/events measured idle, then while 200 connections send bogus
 * password resets and sign-ins (unknown emails: argon2 work each), sent by a child process
 * (bench/flood-worker.ts) so that the flood's own client work does not slow the measuring client.
 * Every flood request claims another client address in X-Forwarded-For (the bench app trusts
 * 127.0.0.1 as its proxy), as a botnet would, so per-address limits do not hide the password work.
 */
export async function measureFlood(appUrl: string, settings: BenchSettings): Promise<FloodResult> {
  const events = { url: `${appUrl}/api/events`, method: 'GET' };
  if (settings.warmupSeconds > 0) await runLoad(events, settings.connections, settings.warmupSeconds);
  console.error(`${FLOOD_SCENARIO_ID}: idle GET /api/events`);
  const idle = await pooledLatencies(() => runLoad(events, settings.connections, settings.runSeconds), settings);

  const worker = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', WORKER, appUrl, String(FLOOD_CONNECTIONS)],
    { cwd: BACKEND_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(worker, 'exit');
  let flooded: Float64Array;
  try {
    await new Promise((resolve) => setTimeout(resolve, RAMP_SECONDS * 1000));
    if (worker.exitCode !== null) throw new Error(`the flood worker exited early (code ${worker.exitCode})`);
    console.error(
      `${FLOOD_SCENARIO_ID}: GET /api/events under ${FLOOD_CONNECTIONS} parallel bogus resets and sign-ins`,
    );
    flooded = await pooledLatencies(() => runLoad(events, settings.connections, settings.runSeconds), settings);
  } finally {
    worker.kill('SIGTERM');
    await exited;
  }
  const floodStatuses = JSON.parse(output || '{}') as Record<string, number>;
  return { idleP95Ms: p95(idle), floodedP95Ms: p95(flooded), floodStatuses };
}

export function formatFlood(result: FloodResult): string {
  const ratio = result.floodedP95Ms / result.idleP95Ms;
  const statuses = Object.entries(result.floodStatuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return [
    '',
    `flood: GET /api/events p95 idle ${result.idleP95Ms.toFixed(2)} ms, flooded ${result.floodedP95Ms.toFixed(2)} ms, ratio ${ratio.toFixed(2)}x (target at most 3x)`,
    `flood: answers to the ${FLOOD_CONNECTIONS} flooding connections: ${statuses || 'none'}`,
    '',
  ].join('\n');
}

export async function pooledLatencies(
  run: () => Promise<{ latenciesMs: number[] }>,
  settings: BenchSettings,
): Promise<Float64Array> {
  const latencies: number[] = [];
  for (let round = 0; round < settings.runsPerTarget; round += 1) latencies.push(...(await run()).latenciesMs);
  return Float64Array.from(latencies).sort();
}

export function p95(sorted: Float64Array): number {
  return sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)];
}
