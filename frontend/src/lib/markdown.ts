import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Raw HTML inside markdown is dropped, not rendered: even inert parsing of an `onerror` attribute
// makes Chromium report a CSP violation, and descriptions need nothing markdown cannot say.
// Links and images keep only web and mail addresses: on the server, where DOMPurify has no DOM and
// passes its input through, this is what keeps a `javascript:` URL out of the rendered page.
const SAFE_URL = /^(https?:|mailto:|\/|#)/i;
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const attribute = (value: string) => value.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);

const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: () => '',
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href.trim())) return text;
      return `<a href="${attribute(href.trim())}"${title ? ` title="${attribute(title)}"` : ''}>${text}</a>`;
    },
    image({ href, title, text }) {
      if (!SAFE_URL.test(href.trim())) return attribute(text);
      return `<img src="${attribute(href.trim())}" alt="${attribute(text)}"${title ? ` title="${attribute(title)}"` : ''}>`;
    },
  },
});

/**
 * Event descriptions are written by staff but still user input: the HTML is sanitised here, the
 * only place that turns markdown into markup, and is safe to inject afterwards.
 */
export function markdownToSafeHtml(source: string): string {
  const html = markdown.parse(source, { async: false });
  // On the server DOMPurify has no DOM to work with; the renderer above already emits safe markup.
  return typeof DOMPurify.sanitize === 'function' ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : html;
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
