import { describe, expect, it } from '@jest/globals';

import { serializeForScript } from './ssr-state';

describe('serializeForScript', () => {
  it('cannot close the script element or open a comment, whatever the strings hold', () => {
    const hostile = { title: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = serializeForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
