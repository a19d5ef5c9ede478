import { describe, expect, it } from '@jest/globals';

import { markdownExcerpt } from './markdown';

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
