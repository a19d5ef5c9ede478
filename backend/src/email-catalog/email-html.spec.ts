import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { teamEmails } from '../teams/team-emails.js';
import type { EmailMessage, EmailTemplate } from '../notifications/email/email-message.js';
import { emailBlocks } from '../notifications/email/html/email-blocks.js';
import { type EmailLayout, emailLayout } from '../notifications/email/html/email-layout.js';
import { EMAIL_SAMPLES, SAMPLE_APP_URL } from './email-samples.js';

const SRC = join(import.meta.dirname, '..');

/** Every template name declared in an `interface EmailTemplates { ... }` block under src/. */
function declaredTemplates(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.spec.ts')) continue;
    const lines = readFileSync(join(SRC, file), 'utf8').split('\n');
    lines.forEach((line, at) => {
      const opening = /^(\s*)interface EmailTemplates \{/.exec(line);
      if (!opening) return;
      // Up to the interface's closing brace, at its indentation (a template's facts may hold braces).
      for (const member of lines.slice(at + 1)) {
        if (member === `${opening[1]}}`) break;
        const key = /^\s*(?:'([^']+)'|([A-Za-z_$][\w$]*))\??\s*:/.exec(member);
        if (key) names.add(key[1] ?? key[2]);
      }
    });
  }
  return [...names].sort();
}

const templates = Object.keys(EMAIL_SAMPLES).sort() as (keyof typeof EMAIL_SAMPLES)[];
let layout: EmailLayout;

beforeAll(async () => {
  layout = await emailLayout();
});

// As the Mailer does: a feature's own sanitised body HTML, when it made one, in place of the paragraphs.
const render = (message: EmailMessage) => layout.render(message, SAMPLE_APP_URL, message.bodyHtml);

describe('HTML emails', () => {
  it('have a snapshot case for every template a feature declares', () => {
    expect(declaredTemplates().length).toBeGreaterThan(20);
    expect(templates).toEqual(declaredTemplates());
    for (const template of templates) expect(EMAIL_SAMPLES[template]().template).toBe(template);
  });

  it.each(templates)('%s renders to HTML beside its unchanged text', (template) => {
    const message = EMAIL_SAMPLES[template]();
    expect({ subject: message.subject, text: message.text }).toMatchSnapshot('text');
    expect(render(message)).toMatchSnapshot('html');
  });

  it('escapes every piece of user text: subject, heading, paragraphs and preview', () => {
    const hostile = `<script>alert(1)</script> "quoted" & <b>'bold'</b>`;
    const message = teamEmails.joinRequestReceived(
      'ada@example.com',
      hostile,
      hostile,
      hostile,
      `${SAMPLE_APP_URL}/projects/p1`,
      { projectId: 'p1', eventId: null },
    );
    const html = render(message);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain(`"quoted"`);
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;&#39;bold&#39;&lt;/b&gt;';
    expect(html).toContain(`<title>${escaped} asks to join ${escaped}</title>`);
    expect(html).toContain(`font-weight:700;">${escaped} asks to join ${escaped}</h1>`);
    // The paragraph quoting the message, and the preview line, carry it escaped too.
    expect(html.split(escaped).length - 1).toBeGreaterThanOrEqual(6);
  });

  it("escapes a link's address and keeps only http(s) addresses as links", () => {
    const message: EmailMessage = {
      to: 'ada@example.com',
      template: 'auth.password_changed',
      subject: 'Links',
      text: `Read https://example.org/a?b=1&c="2" or javascript:alert(1) now.`,
    };
    const html = render(message);
    expect(html).toContain('<a href="https://example.org/a?b=1&amp;c=" ');
    expect(html).not.toContain('href="javascript');
  });

  it('shows trusted body HTML (sanitised by its feature) in place of the text paragraphs when given', () => {
    const message = EMAIL_SAMPLES['auth.password_changed']();
    const html = layout.render(message, SAMPLE_APP_URL, '<p><strong>Kickoff</strong> at 9</p>');
    expect(html).toContain('<p><strong>Kickoff</strong> at 9</p>');
    expect(html).not.toContain('reset your password right away');
  });

  it("shows the 'Unsubscribe' footer only on an email with an unsubscribe link", () => {
    const plain = EMAIL_SAMPLES['team.join_request_accepted']();
    expect(render(plain)).not.toContain('Unsubscribe');
    expect(render(plain)).toContain('Sent by Sprintboard.');
    const html = render({
      ...plain,
      unsubscribe: { category: 'team_activity', url: `${SAMPLE_APP_URL}/api/email/unsubscribe?token=a&b=<c>` },
    });
    expect(html).toContain(
      'You get this email because you receive team activity emails from Sprintboard. <a href="https://sprint.example.com/api/email/unsubscribe?token=a&amp;b=&lt;c&gt;" ',
    );
    expect(html).toMatch(/>Unsubscribe<\/a>/);
  });

  it('is readable in dark mode and at 320 px: colour-scheme hints, dark styles, no fixed width over 600 px', () => {
    const html = render(EMAIL_SAMPLES['auth.verify_email']());
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const widths = [...html.matchAll(/(?:max-)?width:\s*(\d+)px/g)].map(([, px]) => Number(px));
    expect(Math.max(...widths)).toBeLessThanOrEqual(600);
    // The content column is fluid (MJML stacks columns below 480 px) and long links wrap.
    expect(html).toContain('max-width:600px');
    expect(html).toContain('word-break:break-word');
    expect(render(EMAIL_SAMPLES['auth.already_registered']())).toContain('word-break:break-all');
  });
});

describe('the main link', () => {
  const blocks = (text: string, template: EmailTemplate = 'team.join_request_received') =>
    emailBlocks({ text, template }, SAMPLE_APP_URL, '');

  it("becomes the button, in place of the URL closing its paragraph, labelled for the email's template", () => {
    expect(blocks(`Hi,\n\nYour team: ${SAMPLE_APP_URL}/projects/p1\n\nBye`, 'team.join_request_accepted')).toEqual([
      { kind: 'paragraph', html: 'Hi,' },
      { kind: 'paragraph', html: 'Your team:' },
      { kind: 'action', url: `${SAMPLE_APP_URL}/projects/p1`, label: 'Open your team' },
      { kind: 'paragraph', html: 'Bye' },
    ]);
  });

  it('is never a URL of another site, nor an app URL someone typed before the real one', () => {
    const typed = `Look: https://evil.example/login\n\n${SAMPLE_APP_URL}/auth/reset-password?token=mine`;
    const result = blocks(`Hi,\n\n"${typed}"\n\nAccept or decline: ${SAMPLE_APP_URL}/projects/p1`);
    expect(result.filter((block) => block.kind === 'action')).toEqual([
      { kind: 'action', url: `${SAMPLE_APP_URL}/projects/p1`, label: 'Answer the request' },
    ]);
    expect(blocks('Look: https://evil.example/login').some((block) => block.kind === 'action')).toBe(false);
  });

  it('is placed where its URL first appears, and stays a link inside a paragraph it does not close', () => {
    const url = `${SAMPLE_APP_URL}/follow-up/f1`;
    expect(blocks(`Answer: ${url}\n\nStop them: ${url}`, 'follow_up.asked').map((block) => block.kind)).toEqual([
      'paragraph',
      'action',
      'paragraph',
    ]);
    expect(blocks(`Sign in: ${SAMPLE_APP_URL}/auth\nForgot it?`, 'auth.already_registered')).toEqual([
      {
        kind: 'paragraph',
        html: `Sign in: <a href="${SAMPLE_APP_URL}/auth" style="">${SAMPLE_APP_URL}/auth</a><br>Forgot it?`,
      },
      { kind: 'action', url: `${SAMPLE_APP_URL}/auth`, label: 'Sign in' },
    ]);
  });
});
