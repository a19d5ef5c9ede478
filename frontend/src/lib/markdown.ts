import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Raw HTML inside markdown is dropped, not rendered: even inert parsing of an `onerror` attribute
// makes Chromium report a CSP violation, and descriptions need nothing markdown cannot say.
const markdown = new Marked({ gfm: true, breaks: true, renderer: { html: () => '' } });

/**
 * Event descriptions are written by staff but still user input: the HTML is sanitised here, the
 * only place that turns markdown into markup, and is safe to inject afterwards.
 */
export function markdownToSafeHtml(source: string): string {
  const html = markdown.parse(source, { async: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A plain-text excerpt of markdown for cards. It is rendered as a React text node, so whatever
 * survives here is shown as text, never run as markup.
 */
export function markdownExcerpt(source: string | null | undefined): string {
  if (!source) return '';
  const html = markdown.parse(source, { async: false });
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // Block boundaries become spaces; inline tags (links, emphasis) vanish without one.
      .replace(/<(br|hr|\/?(p|h[1-6]|li|ul|ol|blockquote|pre|div|table|tr|td|th))\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
