import { describe, expect, it } from '@jest/globals';
import { decisionsText, recommendationsText, scoreText } from './ranking-words';

describe('ranking words', () => {
  it('shows the score with its ±, and a dash when one review leaves it unknown', () => {
    expect(scoreText({ score: 3.8412, standardError: 0.2049 })).toBe('3.84 ± 0.20');
    expect(scoreText({ score: 2, standardError: null })).toBe('2.00 ± —');
  });

  it('counts the recommendations given, or a dash', () => {
    expect(recommendationsText({ recommendations: { accept: 2, maybe: 0, reject: 1 } })).toBe('2 accept · 1 reject');
    expect(recommendationsText({ recommendations: { accept: 0, maybe: 0, reject: 0 } })).toBe('—');
  });

  it('says what a bulk decision did and why rows were skipped', () => {
    expect(decisionsText({ changed: 1, unchanged: 0, skipped: [] })).toBe('1 application changed.');
    expect(
      decisionsText({
        changed: 3,
        unchanged: 1,
        skipped: [
          { applicationId: 'a', reason: 'changed' },
          { applicationId: 'b', reason: 'not_found' },
        ],
      }),
    ).toBe(
      '3 applications changed; 1 already had that status; 1 skipped: changed by someone else meanwhile, reload and try again; 1 skipped: not an application to this event.',
    );
  });
});
