import { execFileSync } from 'node:child_process';

/**
 * After every journey, while the app's database is still up: the audit trail must verify and the
 * status history must equal its rebuild from the events (`npm run audit:verify`,
 * `npm run audit:rebuild -- --check`). Either failing fails the run.
 */
export default function verifyAuditTrail(): void {
  const port = process.env.E2E_POSTGRES_PORT ?? '54339';
  const env = {
    ...process.env,
    DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${port}/sprintboard`,
    // Where the app's dev secrets are, the key of its audit checkpoints among them.
    DATA_DIR: process.env.E2E_DATA_DIR,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_MAILDEV_SMTP_PORT ?? '1125'}`,
  };
  for (const args of [
    ['run', '-s', 'audit:verify'],
    ['run', '-s', 'audit:rebuild', '--', '--check'],
  ]) {
    execFileSync('npm', args, { env, stdio: 'inherit' });
  }
}
