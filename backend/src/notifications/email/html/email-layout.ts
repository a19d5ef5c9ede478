import { PRODUCT_NAME } from '../../../config/app-config.js';
import type { EmailMessage } from '../email-message.js';
import { CATEGORY_WORDS, type EmailBlock, emailBlocks, escapeHtml } from './email-blocks.js';

/**
 * The product's look in email (colours from frontend/src/design/color-tokens.ts, copied: the
 * backend never imports frontend code), with the darker surfaces of a client in dark mode.
 */
const LIGHT = {
  page: '#f7f7fb',
  surface: '#ffffff',
  text: '#1f1f1f',
  textSecondary: '#595959',
  primary: '#4f46e5',
  onPrimary: '#ffffff',
  link: '#4f46e5',
} as const;
const DARK = {
  page: '#141414',
  surface: '#1f1f1f',
  text: '#ededed',
  textSecondary: '#bfbfbf',
  link: '#a5b4fc',
} as const;

const FONTS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
// Inline: a client's stylesheet support varies, and a long URL must wrap at 320 px.
const LINK_STYLE = `color:${LIGHT.link};text-decoration:underline;word-break:break-all;`;

/** The slots of the compiled layout, filled per email with escaped content. */
const SLOT = /%%SB_([A-Z]+)%%/g;
type Slot = 'TITLE' | 'PREVIEW' | 'HEADING' | 'BLOCKS' | 'FOOTER' | 'PARAGRAPH' | 'HREF' | 'LABEL';
const slot = (name: Slot) => `%%SB_${name}%%`;

/**
 * One layout in MJML: MJML turns it into the table markup email clients need (responsive columns
 * that stack at 320 px, Outlook's conditional comments). A paragraph and a button are compiled once
 * as samples between markers and repeated per email, so every block is MJML's own markup.
 */
const LAYOUT_MJML = `
<mjml lang="en" dir="ltr">
  <mj-head>
    <mj-title>${slot('TITLE')}</mj-title>
    <mj-preview>${slot('PREVIEW')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONTS}" />
      <mj-text font-size="16px" line-height="24px" color="${LIGHT.text}" padding="0 24px 16px" />
      <mj-button background-color="${LIGHT.primary}" color="${LIGHT.onPrimary}" font-size="16px" font-weight="600"
        border-radius="6px" inner-padding="12px 24px" padding="0 24px 20px" align="left" />
    </mj-attributes>
    <mj-raw>
      <meta name="color-scheme" content="light dark">
      <meta name="supported-color-schemes" content="light dark">
    </mj-raw>
    <mj-style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
        .sb-page, .sb-page > div { background-color: ${DARK.page} !important; }
        .sb-card, .sb-card > table, .sb-card > table > tbody > tr > td { background-color: ${DARK.surface} !important; }
        .sb-text div, .sb-heading div { color: ${DARK.text} !important; }
        .sb-footer div { color: ${DARK.textSecondary} !important; }
        .sb-brand div, .sb-text a, .sb-footer a { color: ${DARK.link} !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body background-color="${LIGHT.page}" width="600px" css-class="sb-page">
    <mj-section padding="24px 0 12px">
      <mj-column>
        <mj-text css-class="sb-brand" font-size="20px" line-height="28px" font-weight="700" color="${LIGHT.primary}" padding="0 24px">${PRODUCT_NAME}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${LIGHT.surface}" border-radius="8px" padding="24px 0 8px" css-class="sb-card">
      <mj-column>
        <mj-text css-class="sb-heading" font-size="22px" line-height="30px" font-weight="700"><h1 style="margin:0;font-size:22px;line-height:30px;font-weight:700;">${slot('HEADING')}</h1></mj-text>
        <mj-raw><!--sb:blocks--></mj-raw>
        <mj-raw><!--sb:paragraph--></mj-raw>
        <mj-text css-class="sb-text">${slot('PARAGRAPH')}</mj-text>
        <mj-raw><!--/sb:paragraph--></mj-raw>
        <mj-raw><!--sb:action--></mj-raw>
        <mj-button css-class="sb-action" href="${slot('HREF')}">${slot('LABEL')}</mj-button>
        <mj-raw><!--/sb:action--></mj-raw>
        <mj-raw><!--/sb:blocks--></mj-raw>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0 32px">
      <mj-column>
        <mj-text css-class="sb-footer" font-size="13px" line-height="20px" color="${LIGHT.textSecondary}">${slot('FOOTER')}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

function between(html: string, start: string, end: string): { before: string; inside: string; after: string } {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`The email layout lost its marker ${start}`);
  return {
    before: html.slice(0, from),
    inside: html.slice(from + start.length, to),
    after: html.slice(to + end.length),
  };
}

function fill(template: string, values: Partial<Record<Slot, string>>): string {
  return template.replace(SLOT, (whole, name: Slot) => values[name] ?? whole);
}

/** The compiled layout: renders any email's HTML part by filling slots, without MJML. */
export class EmailLayout {
  private constructor(
    private readonly skeleton: string,
    private readonly paragraph: string,
    private readonly action: string,
  ) {}

  static async compile(): Promise<EmailLayout> {
    // Loaded on first use: MJML and its dependencies take a second or two to import.
    const { default: mjml2html } = await import('mjml');
    const compiled = await mjml2html(LAYOUT_MJML, { validationLevel: 'strict', keepComments: true });
    // MJML's output keeps its template's indentation: trailing spaces and blank lines go.
    const html = compiled.html.replace(/[ \t]+$/gm, '').replace(/\n{2,}/g, '\n');
    const blocks = between(html, '<!--sb:blocks-->', '<!--/sb:blocks-->');
    return new EmailLayout(
      `${blocks.before}${slot('BLOCKS')}${blocks.after}`,
      between(blocks.inside, '<!--sb:paragraph-->', '<!--/sb:paragraph-->').inside,
      between(blocks.inside, '<!--sb:action-->', '<!--/sb:action-->').inside,
    );
  }

  /**
   * The HTML part of an email: its subject as the heading, its text's paragraphs and main link (see
   * emailBlocks), and a footer with the 'Unsubscribe' link of a non-essential email. Every piece of
   * the message is escaped. `bodyHtml`, when given, replaces the text's paragraphs: HTML its feature
   * made and sanitised (an announcement's markdown), put in as is.
   */
  render(
    message: Pick<EmailMessage, 'subject' | 'text' | 'template' | 'unsubscribe'>,
    appUrl: string | undefined,
    bodyHtml?: string,
  ): string {
    const blocks: EmailBlock[] =
      bodyHtml === undefined ? emailBlocks(message, appUrl, LINK_STYLE) : [{ kind: 'paragraph', html: bodyHtml }];
    const subject = escapeHtml(message.subject);
    return fill(this.skeleton, {
      TITLE: subject,
      PREVIEW: escapeHtml(previewOf(message.text)),
      HEADING: subject,
      BLOCKS: blocks.map((block) => this.block(block)).join(''),
      FOOTER: footer(message.unsubscribe),
    });
  }

  private block(block: EmailBlock): string {
    return block.kind === 'paragraph'
      ? fill(this.paragraph, { PARAGRAPH: block.html })
      : fill(this.action, { HREF: escapeHtml(block.url), LABEL: escapeHtml(block.label) });
  }
}

/** The inbox's preview line: the first paragraph after a greeting ('Hi Ada,'), on one line. */
function previewOf(text: string): string {
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim());
  const first = paragraphs.find((paragraph) => paragraph !== '' && !/^(Hi|Hello)\b[^.!?]*,$/.test(paragraph)) ?? '';
  return first.length > 140 ? `${first.slice(0, 139)}…` : first;
}

function footer(unsubscribe: EmailMessage['unsubscribe']): string {
  const sent = `Sent by ${escapeHtml(PRODUCT_NAME)}.`;
  if (!unsubscribe) return sent;
  const link = `<a href="${escapeHtml(unsubscribe.url)}" style="${LINK_STYLE}">Unsubscribe</a>`;
  return `${sent} You get this email because you receive ${CATEGORY_WORDS[unsubscribe.category]} from ${escapeHtml(PRODUCT_NAME)}. ${link}`;
}

let compiled: Promise<EmailLayout> | undefined;

/** The layout, compiled once per process on first use. */
export function emailLayout(): Promise<EmailLayout> {
  compiled ??= EmailLayout.compile().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}
