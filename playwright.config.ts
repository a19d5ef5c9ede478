import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIL_INBOX_PORT = Number(process.env.E2E_MAILDEV_WEB_PORT ?? 1180);

// CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own: one line when there is none.
const chromium = findChromium();
if ('problem' in chromium) {
  console.error(chromium.problem);
  process.exit(1);
}

// A fresh data folder per run: the embedded PostgreSQL starts empty, exactly as on a new machine.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sprintboard-e2e-'));
// As root, PostgreSQL runs as the `postgres` user, which must be able to reach its folder inside.
chmodSync(dataDir, 0o755);
// The global teardown's audit:verify needs the same folder: the checkpoint key is in its dev secrets.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  // Runs before the app stops: the journeys must leave an intact, rebuildable audit trail.
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // A cold admin page on a busy 2-core runner can take the browser more than the default 5 s to
  // render (a CI run saw a 7 s stall); assertions still have to come true, only later.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium.path,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    // What `npm start` runs after its build step (the test:e2e script builds first).
    command: 'npm run start:built -w backend',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT ?? '54339',
      MAILDEV_SMTP_PORT: process.env.E2E_MAILDEV_SMTP_PORT ?? '1125',
      MAILDEV_WEB_PORT: String(MAIL_INBOX_PORT),
      QUEUE_PREFIX: `sprintboard-e2e-${Date.now()}`,
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1; the limits themselves are covered by integration tests.
      RATE_LIMIT_MULTIPLIER: '20',
      // Due work (check-ins, reminders) is asked on a tick; every 5 s instead of every minute keeps
      // journeys that wait for a check-in email short. The tick's rules are covered by the chaos test.
      DUE_WORK_TICK_INTERVAL_MS: '5000',
    },
  },
});
