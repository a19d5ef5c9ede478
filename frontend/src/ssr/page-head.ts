import { escapeHtml } from './escape-html';

/** What a shared link previews: the page's title and summary. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page, for og:url. */
  url: string;
  ogType: 'website' | 'event';
}

const DESCRIPTION_LIMIT = 200;

/** A description short enough for search results and link previews. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/** <title>, meta description and Open Graph tags, every value escaped. */
export function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<meta property="og:site_name" content="Sprintboard" />`,
  ].join('\n    ');
}
