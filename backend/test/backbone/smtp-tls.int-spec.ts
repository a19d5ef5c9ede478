import { Mailer } from '../../src/notifications/email/mailer.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { testConfig } from '../support/test-config.js';

const message = { to: 'tls@example.com', subject: 'Hi', text: 'Hi', template: 'probe.decision' as const };

/** A server that offers no STARTTLS, as one stripped by someone in between would look. */
describe('SMTP TLS', () => {
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
  });

  afterAll(async () => {
    await sink.stop();
  });

  async function send(smtpUrl: string): Promise<void> {
    const mailer = new Mailer(testConfig('postgres://unused@127.0.0.1/unused', { SMTP_URL: smtpUrl }));
    try {
      await mailer.send(message, `<${smtpUrl.length}-${Date.now()}@sprintboard.test>`);
    } finally {
      mailer.onApplicationShutdown();
    }
  }

  it('never sends a user and password over a connection that did not upgrade to TLS', async () => {
    await expect(send(`smtp://mailer:secret@127.0.0.1:${sink.port}`)).rejects.toThrow(/STARTTLS|TLS/);
    expect(sink.logins).toEqual([]);
    expect(sink.received).toHaveLength(0);
  });

  it('requires TLS when SMTP_URL says ?requireTLS=true', async () => {
    await expect(send(`smtp://127.0.0.1:${sink.port}?requireTLS=true`)).rejects.toThrow(/STARTTLS|TLS/);
    expect(sink.received).toHaveLength(0);
  });

  it('sends in clear to a relay without credentials, or when SMTP_URL opts out with ?requireTLS=false', async () => {
    await send(`smtp://127.0.0.1:${sink.port}`);
    await send(`smtp://mailer:secret@127.0.0.1:${sink.port}?requireTLS=false`);
    expect(sink.received).toHaveLength(2);
    expect(sink.logins).toEqual(['mailer']);
  });
});
