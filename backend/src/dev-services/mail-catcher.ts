import type { LocalService } from './local-service.js';

/** MailDev: an SMTP server that keeps every email, with an inbox in the browser. */
export async function startMailCatcher(
  smtpPort: number,
  webPort: number,
): Promise<LocalService & { smtpUrl: string; inboxUrl: string }> {
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: '127.0.0.1',
    web: webPort,
    webIp: '127.0.0.1',
    silent: true,
    mcp: false,
  });
  await maildev.start();
  return {
    name: 'MailDev',
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://localhost:${webPort}`,
    stop: () => maildev.stop(),
  };
}
