import MarkdownIt from 'markdown-it';
import type { AnnouncementContent } from './announcement-email.js';

// The HTML part of an announcement's email: its markdown rendered with raw HTML escaped (`html:
// false`: a `<script>` or `<img onerror>` in the body shows as text) and markdown-it's link check,
// which drops javascript:, vbscript:, file: and data: links. Rendered once per batch, not per recipient.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const escape = (text: string) => markdown.utils.escapeHtml(text);

/** The body as HTML, then where it came from, as the text part ends (announcementText). */
export function announcementHtml(content: AnnouncementContent, appUrl: string): string {
  const dashboard = `${appUrl}/events/${content.eventId}/dashboard`;
  return [
    markdown.render(content.bodyMd.trim()),
    `<p>Sent by the organizers of ${escape(content.eventTitle)}.<br>`,
    `Your event dashboard: <a href="${escape(dashboard)}">${escape(dashboard)}</a></p>`,
  ].join('');
}
