import { Mailer } from '../../src/notifications/email/mailer.js';
import { teamEmails } from '../../src/teams/team-emails.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { testConfig } from '../support/test-config.js';

/**
 * Issue 30 'HTML emails': every email leaves as multipart/alternative, the text exactly as queued
 * beside the HTML rendered from it, with the user's words escaped, through a real SMTP server.
 */
describe('HTML emails through SMTP', () => {
  const sink = new SmtpSink();
  let mailer: Mailer;

  beforeAll(async () => {
    await sink.start();
    // A sender without a name, as an operator may set it: the configuration adds the product's.
    mailer = new Mailer(
      testConfig('postgres://unused@127.0.0.1/none', {
        SMTP_URL: sink.url,
        APP_URL: 'https://sprint.example.com',
        MAIL_FROM: 'no-reply@sprint.example.com',
      }),
    );
  });

  afterAll(async () => {
    mailer.onApplicationShutdown();
    await sink.stop();
  });

  it('sends the text and its HTML as alternatives, escaping what users typed', async () => {
    const message = teamEmails.invitation(
      'ada@example.com',
      'Grace "G" Hopper',
      `<script>alert(1)</script> "quoted" & <b>`,
      'Climate Sprint',
      'https://sprint.example.com/teams/invitations/t0ken',
      { projectId: 'p1', eventId: 'e1' },
    );
    await mailer.send(message, '<html-1@sprint.example.com>');

    const [mail] = sink.messagesTo('ada@example.com');
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.from?.value).toEqual([{ name: 'Sprintboard', address: 'no-reply@sprint.example.com' }]);
    expect(mail.text?.trimEnd()).toBe(message.text);
    const html = mail.html as string;
    expect(html).toContain(
      'Grace &quot;G&quot; Hopper invited you to join the team &quot;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;&quot; for Climate Sprint on Sprintboard.',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://sprint.example.com/teams/invitations/t0ken"');
    expect(html).toContain('Answer the invitation');
    expect(html).not.toContain('Unsubscribe');
  });

  it("adds the 'Unsubscribe' link to a non-essential email's HTML, and keeps HTML a feature wrote itself", async () => {
    const base = teamEmails.joinRequestAnswered('bo@example.com', 'Solar Share', true, 'https://sprint.example.com/p', {
      projectId: 'p1',
      eventId: null,
    });
    await mailer.send(
      {
        ...base,
        unsubscribe: { category: 'team_activity', url: 'https://sprint.example.com/api/unsubscribe?t=1&c=2' },
      },
      '<html-2@sprint.example.com>',
    );
    await mailer.send({ ...base, to: 'cy@example.com', html: '<p>Own</p>' }, '<html-3@sprint.example.com>');

    expect(sink.messagesTo('bo@example.com')[0].html).toContain(
      '<a href="https://sprint.example.com/api/unsubscribe?t=1&amp;c=2"',
    );
    expect(sink.messagesTo('cy@example.com')[0].html).toBe('<p>Own</p>');
  });
});
