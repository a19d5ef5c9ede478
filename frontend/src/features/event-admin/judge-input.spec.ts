import { describe, expect, it } from '@jest/globals';

import { readJudgeInput } from './judge-input';

describe('readJudgeInput', () => {
  it('tells an email from part of a name, trimmed', () => {
    expect(readJudgeInput('  grace@example.com ')).toEqual({ kind: 'email', email: 'grace@example.com' });
    expect(readJudgeInput(' Grace Hop')).toEqual({ kind: 'name', name: 'Grace Hop' });
    expect(readJudgeInput('   ')).toEqual({ kind: 'empty' });
  });

  it('takes half-typed addresses for names: they are searched, never added', () => {
    for (const text of ['grace@', 'grace@example', '@example.com', 'grace hopper@example.com']) {
      expect(readJudgeInput(text).kind).toBe('name');
    }
  });
});
