import { describe, expect, it } from '@jest/globals';

import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts UUIDs in either case', () => {
    expect(isUuid('0b7c5d7e-4f7a-4c52-9a53-3a1e2b8f9c10')).toBe(true);
    expect(isUuid('0B7C5D7E-4F7A-4C52-9A53-3A1E2B8F9C10')).toBe(true);
  });

  it('refuses anything else, such as a slug from a typed URL', () => {
    expect(isUuid('abc')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid('0b7c5d7e-4f7a-4c52-9a53-3a1e2b8f9c10x')).toBe(false);
  });
});
