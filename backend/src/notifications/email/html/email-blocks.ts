import type { EmailCategory, EmailMessage, EmailTemplate } from '../email-message.js';

/**
 * An email's text read as the blocks of its HTML part: paragraphs (split on blank lines, URLs as
 * links) and at most one button, the email's main link. The text itself is never changed: it is
 * the plain-text alternative and what staff audit in the outbox.
 */
export type EmailBlock =
  /** Escaped HTML: the paragraph's words, `<br>` between its lines, its URLs as links. */
  { kind: 'paragraph'; html: string } | { kind: 'action'; url: string; label: string };

/** The button's words per template; an email of another template gets DEFAULT_ACTION_LABEL. */
const ACTION_LABELS: Partial<Record<EmailTemplate, string>> = {
  'auth.verify_email': 'Confirm your email',
  'auth.already_registered': 'Sign in',
  'auth.reset_password': 'Set a new password',
  'event.judge_invitation': 'Create your account',
  'event.reviewer_invitation': 'Create your account',
  'application.approved': 'Open your dashboard',
  'application.waitlisted': 'See your application',
  'application.rejected': 'See upcoming sprints',
  'application.spot_offered': 'Open the event',
  'application.spot_confirmed': 'Open your dashboard',
  'application.spot_declined': 'See upcoming sprints',
  'application.spot_expired': 'See upcoming sprints',
  'results.published': 'See the results',
  'team.invitation': 'Answer the invitation',
  'team.join_request_received': 'Answer the request',
  'team.join_request_accepted': 'Open your team',
  'team.join_request_declined': 'Find a team',
  'follow_up.asked': 'Answer the survey',
  'follow_up.reminder': 'Answer the survey',
  'venture.checkin_asked': 'Submit the check-in',
  'venture.checkin_reminder': 'Submit the check-in',
};

export const DEFAULT_ACTION_LABEL = 'Open Sprintboard';

/** What the footer says a non-essential email is, before its 'Unsubscribe' link. */
export const CATEGORY_WORDS: Record<EmailCategory, string> = {
  announcements: 'announcements',
  reminders: 'reminders',
  team_activity: 'team activity emails',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (or an attribute value) made safe to put in HTML: & < > " ' escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

// A URL ends before white space, quotes and angle brackets; closing punctuation is the sentence's.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

interface Found {
  url: string;
  start: number;
  end: number;
}

function urlsIn(text: string): Found[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    return { url, start: match.index, end: match.index + url.length };
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A paragraph's escaped HTML: lines joined by `<br>`, every http(s) URL a link. */
export function paragraphHtml(paragraph: string, linkStyle: string): string {
  let html = '';
  let at = 0;
  for (const { url, start, end } of urlsIn(paragraph)) {
    html += escapeHtml(paragraph.slice(at, start));
    const href = escapeHtml(url);
    html += `<a href="${href}" style="${linkStyle}">${href}</a>`;
    at = end;
  }
  html += escapeHtml(paragraph.slice(at));
  return html.replace(/\n/g, '<br>');
}

/**
 * Splits the text into paragraphs and picks the main link, shown as a button. Only a link to the
 * app itself (`appUrl`'s origin) can be the button, and of those the one the email ends on (the
 * last one that closes its paragraph, placed where it first appears): the features write the
 * user's words (a team's title, a join request's message) before their own link, so a URL
 * someone typed never becomes the button.
 */
export function emailBlocks(
  message: Pick<EmailMessage, 'text' | 'template'>,
  appUrl: string | undefined,
  linkStyle: string,
): EmailBlock[] {
  const paragraphs = message.text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const action = mainAction(paragraphs, appUrl ? originOf(appUrl) : null);
  const label = ACTION_LABELS[message.template] ?? DEFAULT_ACTION_LABEL;
  const blocks: EmailBlock[] = [];
  paragraphs.forEach((paragraph, index) => {
    if (action?.paragraph !== index) {
      blocks.push({ kind: 'paragraph', html: paragraphHtml(paragraph, linkStyle) });
      return;
    }
    // The link closing the paragraph becomes the button: the words before it stay, as its lead.
    const lead = action.detach ? paragraph.slice(0, paragraph.length - action.url.length).trimEnd() : paragraph;
    if (lead !== '') blocks.push({ kind: 'paragraph', html: paragraphHtml(lead, linkStyle) });
    blocks.push({ kind: 'action', url: action.url, label });
  });
  return blocks;
}

interface Action {
  url: string;
  paragraph: number;
  /** The URL closes its paragraph, so the button replaces it. */
  detach: boolean;
}

function mainAction(paragraphs: string[], appOrigin: string | null): Action | undefined {
  if (appOrigin === null) return undefined;
  const own = paragraphs.flatMap((paragraph, index) =>
    urlsIn(paragraph)
      .filter(({ url }) => originOf(url) === appOrigin)
      .map(({ url, end }) => ({ url, paragraph: index, detach: end === paragraph.length })),
  );
  const closing = own.filter((found) => found.detach);
  const chosen = (closing.length > 0 ? closing : own).at(-1);
  if (chosen === undefined) return undefined;
  // Where that URL first appears (a survey's link is given twice: to answer, and to opt out).
  return (closing.length > 0 ? closing : own).find((found) => found.url === chosen.url);
}
