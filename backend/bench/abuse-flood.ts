import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { ABUSE_WORKER_STARTED, type AbuseKind } from './abuse-requests.js';
import { p95, pooledLatencies } from './flood.js';
import { runLoad } from './load-run.js';
import { accessToken } from './seed-applications.js';
import type { BenchSettings } from './settings.js';

/** Issue 25, point 6: one scenario per request that stalled the server (points 4 and 5). */
export const ABUSE_SCENARIO_IDS: Record<AbuseKind, string> = {
  authorization: 'flood-authorization',
  'large-body': 'flood-large-body',
};
const ABUSE_DESCRIPTIONS: Record<AbuseKind, string> = {
  authorization: 'GET /api/health with a 16,000-character Authorization header',
  'large-body': 'POST /api/projects with 120,000 empty images (360 kB), as a participant',
};
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const BACKEND_DIR = resolve(BENCH_DIR, '..');
const WORKER = join(BENCH_DIR, 'abuse-flood-worker.ts');
/** Parallel abusive requests: what one person's script keeps going without any botnet. */
const ABUSE_CONNECTIONS = 20;
/** The abuse runs this long after its worker started before the measurement starts. */
const RAMP_SECONDS = 1;

export interface AbuseResult {
  kind: AbuseKind;
  idleP95Ms: number;
  /** Infinity when no health request was answered during the measured runs. */
  floodedP95Ms: number;
  /** Health requests answered during the measured runs under the abuse. */
  floodedAnswers: number;
  floodedSeconds: number;
  /** Why the measurement under the abuse failed (health requests that timed out, say): the stall itself. */
  floodedFailure?: string;
  /** Answers the abusive requests got, by status (and timeouts, if any). */
  floodStatuses: Record<string, number>;
}

/**
 * GET /api/health measured idle, then while ABUSE_CONNECTIONS connections of a child process
 * (bench/abuse-flood-worker.ts) send one kind of abusive request over and over.
 */
export async function measureAbuse(
  kind: AbuseKind,
  appUrl: string,
  settings: BenchSettings,
  authorization = '',
): Promise<AbuseResult> {
  const id = ABUSE_SCENARIO_IDS[kind];
  const health = { url: `${appUrl}/api/health`, method: 'GET' };
  if (settings.warmupSeconds > 0) await runLoad(health, settings.connections, settings.warmupSeconds);
  console.error(`${id}: idle GET /api/health`);
  const idle = await pooledLatencies(() => runLoad(health, settings.connections, settings.runSeconds), settings);

  const worker = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', WORKER, appUrl, kind, String(ABUSE_CONNECTIONS), authorization],
    { cwd: BACKEND_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    worker.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith(`${ABUSE_WORKER_STARTED}\n`)) resolve();
    });
    worker.once('exit', (code) => reject(new Error(`the abuse worker exited before it started (code ${code})`)));
  });
  const exited = once(worker, 'exit');
  let flooded: Float64Array = new Float64Array();
  let floodedFailure: string | undefined;
  try {
    await started;
    await new Promise((resolve) => setTimeout(resolve, RAMP_SECONDS * 1000));
    if (worker.exitCode !== null) throw new Error(`the abuse worker exited early (code ${worker.exitCode})`);
    console.error(`${id}: GET /api/health under ${ABUSE_CONNECTIONS} x ${ABUSE_DESCRIPTIONS[kind]}`);
    try {
      flooded = await pooledLatencies(() => runLoad(health, settings.connections, settings.runSeconds), settings);
    } catch (error) {
      floodedFailure = error instanceof Error ? error.message : String(error);
    }
  } finally {
    worker.kill('SIGTERM');
    await exited;
  }
  const floodStatuses = JSON.parse(output.slice(ABUSE_WORKER_STARTED.length + 1) || '{}') as Record<string, number>;
  return {
    kind,
    idleP95Ms: p95(idle),
    floodedP95Ms: flooded.length && !floodedFailure ? p95(flooded) : Number.POSITIVE_INFINITY,
    floodedAnswers: flooded.length,
    floodedSeconds: settings.runSeconds * settings.runsPerTarget,
    floodedFailure,
    floodStatuses,
  };
}

export function formatAbuse(result: AbuseResult): string {
  const id = ABUSE_SCENARIO_IDS[result.kind];
  const ratio = result.floodedP95Ms / result.idleP95Ms;
  const statuses = Object.entries(result.floodStatuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const flooded =
    result.floodedFailure === undefined && Number.isFinite(result.floodedP95Ms)
      ? `${result.floodedP95Ms.toFixed(2)} ms, ratio ${ratio.toFixed(2)}x`
      : `no figure (${result.floodedFailure ?? `no answer in ${result.floodedSeconds} s`})`;
  return [
    '',
    `${id}: GET /api/health p95 idle ${result.idleP95Ms.toFixed(2)} ms, under ${ABUSE_CONNECTIONS} x ${ABUSE_DESCRIPTIONS[result.kind]} ${flooded} (target at most 3x)`,
    `${id}: health requests answered under the abuse: ${result.floodedAnswers} in ${result.floodedSeconds} s`,
    `${id}: answers to the abusive requests: ${statuses || 'none'}`,
    '',
  ].join('\n');
}

/** A participant with a session, as signing up and in would leave them; the Authorization header for them. */
export async function seedAbusingParticipant(client: pg.Client, jwtAccessSecret: string): Promise<string> {
  const userId = randomUUID();
  const sessionId = randomUUID();
  await client.query(
    `insert into users (id, email, password_hash, email_confirmed_at) values ($1, $2, 'not-a-hash', now())`,
    [userId, `flood-${userId}@example.com`],
  );
  await client.query(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'participant')`, [
    userId,
  ]);
  await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    sessionId,
    userId,
  ]);
  return `Bearer ${accessToken(jwtAccessSecret, userId, 'participant', sessionId)}`;
}
