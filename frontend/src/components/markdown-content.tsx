import { useMemo } from 'react';

import { markdownToSafeHtml } from '@/lib/markdown';

/** Renders markdown; markdownToSafeHtml sanitises it before it reaches the DOM. */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
