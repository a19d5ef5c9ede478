import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerProcess, freePort } from './server-process.js';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const BACKEND_DIR = resolve(BENCH_DIR, '..');
const APP_ENTRY = join(BACKEND_DIR, 'dist', 'src', 'main.js');
const FRONTEND_DIST = resolve(BACKEND_DIR, '..', 'frontend', 'dist');

export interface AppServices {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  /** The app signs and checks access tokens with it; the benchmark signs its callers' tokens too. */
  jwtAccessSecret: string;
}

/**
 * The production build exactly as deployed: `main.js`, configured only through its environment
 * (`extraEnv` on top, for a scenario that measures another setting).
 */
export async function spawnApp(services: AppServices, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(APP_ENTRY)) {
    throw new Error(`${APP_ENTRY} is missing: run \`npm run build\` first (the root \`npm run bench\` does)`);
  }
  const port = await freePort();
  // Built from scratch rather than inherited, so variables in the caller's shell cannot change what is measured.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    ALLOW_INSECURE_APP_URL: 'true',
    // The bench stands in for the reverse proxy: the flood scenario names a client per request.
    TRUST_PROXY: '127.0.0.1',
    // The live scenario's staff audience opens its 500 streams as one admin.
    LIVE_MAX_STREAMS_PER_USER: '1000',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    QUEUE_PREFIX: services.queuePrefix,
    SMTP_URL: 'smtp://127.0.0.1:1',
    JWT_ACCESS_SECRET: services.jwtAccessSecret,
    JWT_REFRESH_SECRET: randomSecret(),
    AUDIT_CHECKPOINT_KEY: randomSecret(),
    WORKER_IN_PROCESS: 'false',
    MIGRATE_ON_START: 'true',
    FRONTEND_DIST,
    // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the app under load.
    ...(process.env.BENCH_APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_APP_NODE_OPTIONS } : {}),
    ...extraEnv,
  };
  return new ServerProcess('app', `http://127.0.0.1:${port}`, [APP_ENTRY], { cwd: BACKEND_DIR, env });
}

export async function spawnBaseline(databaseUrl: string, redisUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const args = ['--import', '@swc-node/register/esm-register', join(BENCH_DIR, 'baseline-server.ts')];
  return new ServerProcess('baseline', `http://127.0.0.1:${port}`, args, {
    cwd: BACKEND_DIR,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
  });
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
