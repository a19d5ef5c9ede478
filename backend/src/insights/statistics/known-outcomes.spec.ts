import { figureOrTooFew, MIN_KNOWN_OUTCOMES, tooFewText } from './known-outcomes.js';

describe("the 'Too few ventures' rule", () => {
  it('below 20 known outcomes answers the text, not the figure, and does not compute it', () => {
    let calls = 0;
    const compute = () => {
      calls++;
      return 0.7;
    };
    expect(figureOrTooFew(19, compute)).toEqual({
      enough: false,
      n: 19,
      text: 'Too few ventures with a known outcome to tell (n = 19).',
    });
    expect(figureOrTooFew(0, compute)).toMatchObject({
      text: 'Too few ventures with a known outcome to tell (n = 0).',
    });
    expect(calls).toBe(0);
  });

  it('from 20 on answers the figure with its n', () => {
    expect(MIN_KNOWN_OUTCOMES).toBe(20);
    expect(figureOrTooFew(20, () => 0.7)).toEqual({ enough: true, n: 20, figure: 0.7 });
  });

  it('words the text exactly as the spec does', () => {
    expect(tooFewText(12)).toBe('Too few ventures with a known outcome to tell (n = 12).');
  });
});
