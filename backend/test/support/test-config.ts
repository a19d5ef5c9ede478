import { randomBytes } from 'node:crypto';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { runId, TEST_REDIS_URL } from './test-env.js';

/** The key test apps sign audit checkpoints with (audit:verify in a test needs it too). */
export const TEST_AUDIT_CHECKPOINT_KEY = 'test-audit-checkpoint-key-0123456789abcdef';

/** The secret test apps sign access tokens with (a test minting its own token needs it too). */
export const TEST_JWT_ACCESS_SECRET = 'test-access-secret-0123456789abcdef';

/** Configuration for an app under test: its own database and its own queue prefix. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `sbtest-${runId()}-${randomBytes(4).toString('hex')}`,
    SMTP_URL: 'smtp://127.0.0.1:1',
    APP_URL: 'http://sprintboard.test',
    // Lets a test run the app with NODE_ENV=production on this plain-http test address.
    ALLOW_INSECURE_APP_URL: 'true',
    JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
    JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789abcdef',
    AUDIT_CHECKPOINT_KEY: TEST_AUDIT_CHECKPOINT_KEY,
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_INTERVAL_MS: '50',
    EMAIL_BACKOFF_MS: '20',
    ...env,
  });
}
