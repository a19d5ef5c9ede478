import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { runLoad } from './load-run.js';
import type { BenchSettings } from './settings.js';

export const FLOOD_SCENARIO_ID = 'flood';
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
 * password resets and sign-ins (unknown emails: argon2 work each). Every flood request claims
 * another client address in X-Forwarded-For (the bench app trusts 127.0.0.1 as its proxy), as a
 * botnet would, so per-address limits do not hide the password work.
 */
export async function measureFlood(appUrl: string, settings: BenchSettings): Promise<FloodResult> {
  const events = { url: `${appUrl}/api/events`, method: 'GET' };
  if (settings.warmupSeconds > 0) await runLoad(events, settings.connections, settings.warmupSeconds);
  console.error(`${FLOOD_SCENARIO_ID}: idle GET /api/events`);
  const idle = await pooledLatencies(() => runLoad(events, settings.connections, settings.runSeconds), settings);

  const floods = [
    flood(`${appUrl}/api/auth/reset-password`, () => ({ token: randomToken(), password: 'a-new-long-password' })),
    flood(`${appUrl}/api/auth/sign-in`, () => ({
      email: `nobody-${randomToken()}@example.com`,
      password: 'guess-guess',
    })),
  ];
  let flooded: Float64Array;
  try {
    await new Promise((resolve) => setTimeout(resolve, RAMP_SECONDS * 1000));
    console.error(
      `${FLOOD_SCENARIO_ID}: GET /api/events under ${FLOOD_CONNECTIONS} parallel bogus resets and sign-ins`,
    );
    flooded = await pooledLatencies(() => runLoad(events, settings.connections, settings.runSeconds), settings);
  } finally {
    for (const run of floods) run.stop();
  }
  const floodStatuses: Record<string, number> = {};
  for (const result of await Promise.all(floods)) {
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      floodStatuses[status] = (floodStatuses[status] ?? 0) + count;
    }
  }
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

function flood(url: string, body: () => object): autocannon.Instance {
  return autocannon({
    url,
    method: 'POST',
    connections: FLOOD_CONNECTIONS / 2,
    // Stopped by measureFlood once the measurement is done.
    duration: 3600,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
          body: JSON.stringify(body()),
        }),
      },
    ],
  });
}

async function pooledLatencies(
  run: () => Promise<{ latenciesMs: number[] }>,
  settings: BenchSettings,
): Promise<Float64Array> {
  const latencies: number[] = [];
  for (let round = 0; round < settings.runsPerTarget; round += 1) latencies.push(...(await run()).latenciesMs);
  return Float64Array.from(latencies).sort();
}

function p95(sorted: Float64Array): number {
  return sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)];
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a % 2)}.${b}.${c}`;
}
