import { useMarkdownHtml } from '@/lib/markdown-queries';

/**
 * MarkdownContent for the public pages: the markup comes from the query cache (filled by the
 * server for a server-rendered page), so the renderer is not part of the page's first load.
 */
export function PublicMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMarkdownHtml(markdown);
  // Sanitised by markdownToSafeHtml, the only place that turns markdown into markup.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
