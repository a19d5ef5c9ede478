import { describe, expect, it } from '@jest/globals';

import { removeJudgeWarning } from './remove-judge-warning';

describe('removeJudgeWarning', () => {
  it('says how many saved sheets stop counting', () => {
    expect(removeJudgeWarning('Grace Lindqvist', 3)).toEqual({
      title: 'Remove Grace Lindqvist?',
      description: 'Their 3 saved score sheets will no longer count.',
    });
    expect(removeJudgeWarning('Kenji Sato', 1).description).toBe('Their 1 saved score sheet will no longer count.');
  });

  it('says when nothing is dropped, and hedges while the count is unknown', () => {
    expect(removeJudgeWarning('Kenji Sato', 0).description).toBe('They have no saved score sheets.');
    expect(removeJudgeWarning('Kenji Sato', undefined).description).toBe(
      'Their saved score sheets, if any, will no longer count.',
    );
  });
});
