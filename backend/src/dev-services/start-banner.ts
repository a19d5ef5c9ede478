import type { AppConfig } from '../config/app-config.js';

/** The command that fills an empty database with a demo to click through (refused in production). */
export const DEMO_SEED_COMMAND = 'npm run db:seed -- --demo';

/** What `npm start` prints once the app listens: where everything is, and how to get demo data. */
export function startBanner(
  config: Pick<AppConfig, 'nodeEnv' | 'appUrl' | 'mailInboxUrl' | 'smtpUrl'>,
  startedServices: string[],
): string {
  const lines = [
    `Sprintboard is running`,
    `  App:        ${config.appUrl}`,
    `  API docs:   ${config.appUrl}/api/docs`,
    `  Mail inbox: ${config.mailInboxUrl ?? `(SMTP_URL is set: mail goes to ${new URL(config.smtpUrl).host})`}`,
  ];
  if (config.nodeEnv !== 'production') lines.push(`  Demo data:  ${DEMO_SEED_COMMAND}`);
  if (startedServices.length) lines.push(`  Started:    ${startedServices.join(', ')}`);
  return lines.join('\n');
}
