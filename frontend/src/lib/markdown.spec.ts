import { describe, expect, it } from '@jest/globals';

import { markdownExcerpt, markdownToSafeHtml } from './markdown';

describe('markdownExcerpt', () => {
  it('turns markdown into one line of plain text', () => {
    expect(
      markdownExcerpt('# Fall Sprint\n\nBuild **fast** with [friends](https://example.com).\n\n- one\n- two'),
    ).toBe('Fall Sprint Build fast with friends. one two');
  });

  it('drops raw HTML blocks and decodes entities', () => {
    expect(markdownExcerpt('Tom & Jerry\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">')).toBe(
      'Tom & Jerry',
    );
  });

  it('keeps the text between inline tags only as plain text', () => {
    expect(markdownExcerpt('Hi <b onclick="x()">there</b> <script>run()</script>')).toBe('Hi there run()');
  });

  it('is empty for no description', () => {
    expect(markdownExcerpt(null)).toBe('');
    expect(markdownExcerpt('')).toBe('');
  });
});

// The jest environment is node: DOMPurify has no DOM here, exactly as on the server.
describe('markdownToSafeHtml without a DOM (server rendering)', () => {
  it('keeps web, mail and page links and images', () => {
    const html = markdownToSafeHtml('[site](https://example.com "Home") [mail](mailto:a@b.c) ![logo](/logo.png)');
    expect(html).toContain('<a href="https://example.com" title="Home">site</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
    expect(html).toContain('<img src="/logo.png" alt="logo">');
  });

  it('drops script URLs and raw HTML, keeping the text', () => {
    const html = markdownToSafeHtml(
      '[click](javascript:alert(1)) ![x](javascript:alert(2)) [d](data:text/html,hi)\n\n<img src=x onerror=alert(3)>',
    );
    expect(html).toContain('click');
    expect(html).not.toMatch(/javascript:|data:|onerror|<img/);
  });

  it('escapes quotes in addresses and titles', () => {
    const html = markdownToSafeHtml('[a](https://example.com/?q=%22 "say &quot;hi&quot; <b>")');
    expect(html).not.toContain('<b>');
    expect(html).toMatch(/title="say &(amp;)?quot;hi&(amp;)?quot; &lt;b&gt;"/);
  });
});
