import { describe, expect, it } from '@jest/globals';

import { pageDocument, type BuildManifest } from './page-document';

const TEMPLATE = [
  '<html><head>',
  '<meta name="description" content="Default." />',
  '<title>Sprintboard</title>',
  '<script type="module" src="/assets/index.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/events/$eventId/index.tsx?tsr-split=component': {
    file: 'assets/event.js',
    css: ['assets/event.css'],
    imports: ['_react.js', '_markdown.js'],
  },
  '_markdown.js': { file: 'assets/markdown.js', css: ['assets/markdown.css'] },
  'src/routes/admin/index.tsx?tsr-split=component': { file: 'assets/admin.js', css: ['assets/admin.css'] },
};

const HEAD = {
  title: 'A "quoted" <b>title</b> · Sprintboard',
  description: 'Tom & Jerry',
  url: 'https://sprints.example/events/1',
  ogType: 'event' as const,
};

describe('pageDocument', () => {
  const html = pageDocument(TEMPLATE, MANIFEST, {
    head: HEAD,
    body: '<main>rendered</main>',
    state: { renderedAt: 1, queries: { mutations: [], queries: [] } },
    routeSources: ['src/routes/events/$eventId/index.tsx'],
  });

  it('replaces the title and description with the page head, every value escaped', () => {
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; · Sprintboard</title>');
    expect(html).toContain(
      '<meta property="og:title" content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; · Sprintboard" />',
    );
    expect(html).toContain('<meta name="description" content="Tom &amp; Jerry" />');
    expect(html).toContain('<meta property="og:url" content="https://sprints.example/events/1" />');
    expect(html).not.toContain('Default.');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("links the route's chunks and stylesheets, not the entry's and not other routes'", () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/event.css" />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/markdown.css" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/event.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/markdown.js" />');
    expect(html).not.toContain('href="/assets/react.js"');
    expect(html).not.toContain('admin');
  });

  it('puts the markup in #root and the state in an inert JSON block after it', () => {
    expect(html).toContain(
      '<div id="root"><main>rendered</main></div><script type="application/json" id="ssr-state">{"renderedAt":1,',
    );
  });

  it('leaves the state out for a page the client renders itself', () => {
    const clientRendered = pageDocument(TEMPLATE, MANIFEST, { head: HEAD, body: '<p>404</p>', routeSources: [] });
    expect(clientRendered).not.toContain('ssr-state');
  });
});
