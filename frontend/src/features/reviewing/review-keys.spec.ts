import { describe, expect, it } from '@jest/globals';

import { reviewKeyAction } from './review-keys';

const press = (key: string, extra: Partial<Parameters<typeof reviewKeyAction>[0]> = {}) =>
  reviewKeyAction({ key, altKey: false, ctrlKey: false, metaKey: false, typing: false, ...extra });

describe('review keys', () => {
  it('1-5 score, J next, K previous', () => {
    expect(press('1')).toEqual({ kind: 'score', score: 1 });
    expect(press('5')).toEqual({ kind: 'score', score: 5 });
    expect(press('j')).toEqual({ kind: 'next' });
    expect(press('K')).toEqual({ kind: 'previous' });
  });

  it('does nothing for other keys, with a modifier, or while typing a note', () => {
    expect(press('6')).toBeNull();
    expect(press('0')).toBeNull();
    expect(press('x')).toBeNull();
    expect(press('3', { ctrlKey: true })).toBeNull();
    expect(press('j', { metaKey: true })).toBeNull();
    expect(press('4', { typing: true })).toBeNull();
  });
});
