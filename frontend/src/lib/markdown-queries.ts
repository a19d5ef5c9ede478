import { queryOptions, useQuery } from '@tanstack/react-query';

// The markdown renderer (marked + DOMPurify) is a fifth of a public page's JavaScript: it loads on
// demand, and a server-rendered page brings its rendered markdown in its query cache instead.
const loadMarkdown = () => import('./markdown');

export const markdownKeys = {
  html: (source: string) => ['markdown', 'html', source] as const,
  excerpt: (source: string) => ['markdown', 'excerpt', source] as const,
};

/** Rendering never goes stale: the same source always gives the same markup. */
const RENDERED_FOREVER = { staleTime: Infinity, retry: false } as const;

export function markdownHtmlQueryOptions(source: string) {
  return queryOptions({
    queryKey: markdownKeys.html(source),
    queryFn: async () => (await loadMarkdown()).markdownToSafeHtml(source),
    ...RENDERED_FOREVER,
  });
}

export function markdownExcerptQueryOptions(source: string) {
  return queryOptions({
    queryKey: markdownKeys.excerpt(source),
    queryFn: async () => (await loadMarkdown()).markdownExcerpt(source),
    ...RENDERED_FOREVER,
  });
}

/** Sanitised HTML of `source`; undefined until the renderer has loaded. */
export function useMarkdownHtml(source: string): string | undefined {
  return useQuery(markdownHtmlQueryOptions(source)).data;
}

/** A plain-text excerpt of `source`; undefined until the renderer has loaded. */
export function useMarkdownExcerpt(source: string): string | undefined {
  return useQuery(markdownExcerptQueryOptions(source)).data;
}
