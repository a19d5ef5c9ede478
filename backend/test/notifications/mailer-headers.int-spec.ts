import type { AppConfig } from '../../src/config/app-config.js';
import { Mailer } from '../../src/notifications/email/mailer.js';
import { SmtpSink } from '../support/smtp-sink.js';

/**
 * Issue 30: a non-essential email carries the one-click unsubscribe headers of RFC 8058, and an
 * email may carry a file (the approval's calendar invitation), through a real SMTP server.
 */
describe('the mailer', () => {
  const sink = new SmtpSink();
  let mailer: Mailer;

  beforeAll(async () => {
    await sink.start();
    mailer = new Mailer({
      smtpUrl: sink.url,
      mailFrom: 'Sprintboard <no-reply@sprintboard.test>',
      worker: { concurrency: 1 },
    } as AppConfig);
  });

  afterAll(async () => {
    mailer.onApplicationShutdown();
    await sink.stop();
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post with a non-essential email, and neither without', async () => {
    await mailer.send(
      {
        to: 'ada@example.com',
        subject: 'Kickoff at 9',
        text: 'See you there.',
        template: 'auth.verify_email',
        unsubscribe: { category: 'announcements', url: 'https://sprintboard.test/api/email/unsubscribe?token=abc' },
      },
      '<one@sprintboard.test>',
    );
    await mailer.send(
      { to: 'bo@example.com', subject: 'Verify', text: 'Click.', template: 'auth.verify_email' },
      '<two@sprintboard.test>',
    );
    // The raw header lines: mailparser folds List-* headers into one structured `list` header.
    const linesOf = (address: string) =>
      sink.messagesTo(address)[0].headerLines.filter((header) => header.key.startsWith('list-'));
    expect(linesOf('ada@example.com').map((header) => header.line.replace(/\r?\n\s+/g, ' '))).toEqual([
      'List-Unsubscribe: <https://sprintboard.test/api/email/unsubscribe?token=abc>',
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    ]);
    expect(linesOf('bo@example.com')).toEqual([]);
  });

  it('attaches the files an email carries', async () => {
    await mailer.send(
      {
        to: 'cy@example.com',
        subject: "You're in",
        text: 'Approved.',
        template: 'auth.verify_email',
        attachments: [
          { filename: 'sprint.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
        ],
      },
      '<three@sprintboard.test>',
    );
    const [mail] = sink.messagesTo('cy@example.com');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe('sprint.ics');
    expect(mail.attachments[0].contentType).toBe('text/calendar');
    expect(mail.attachments[0].content.toString('utf8')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it("puts a feature's own sanitised body HTML in the HTML part, and keeps the text part as given", async () => {
    await mailer.send(
      {
        to: 'di@example.com',
        subject: 'Kickoff',
        text: 'The kickoff is at **9:30**.',
        template: 'auth.verify_email',
        bodyHtml: '<p>The kickoff is at <strong>9:30</strong>.</p>',
      },
      '<four@sprintboard.test>',
    );
    const [mail] = sink.messagesTo('di@example.com');
    expect(mail.text?.trim()).toBe('The kickoff is at **9:30**.');
    expect(mail.html).toContain('<p>The kickoff is at <strong>9:30</strong>.</p>');
  });
});
