import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import type { AppConfig } from '../../src/config/app-config.js';

/**
 * The real `npm run worker` entry (relay and queue workers) in its own process, pointed at a test
 * app's database, Redis and queue prefix, delivering to `smtpUrl`. `env` adds or overrides
 * settings (intervals shortened for the test); `stdio` defaults to none, 'pipe' for stdout to see
 * the ready line.
 */
export function spawnWorker(
  config: AppConfig,
  smtpUrl: string,
  env: Record<string, string> = {},
  stdio: StdioOptions = 'ignore',
): ChildProcess {
  return spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/worker.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      QUEUE_PREFIX: config.queuePrefix,
      SMTP_URL: smtpUrl,
      APP_URL: config.appUrl,
      JWT_ACCESS_SECRET: config.jwt.accessSecret,
      JWT_REFRESH_SECRET: config.jwt.refreshSecret,
      AUDIT_CHECKPOINT_KEY: config.auditCheckpoint.key,
      ...env,
    },
    stdio,
  });
}
