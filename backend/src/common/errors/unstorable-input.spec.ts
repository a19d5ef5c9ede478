import { MAX_INPUT_DEPTH, unstorableInput } from './unstorable-input.js';

describe('unstorableInput', () => {
  it('lets ordinary input through, emoji and other paired surrogates included', () => {
    expect(unstorableInput({ title: 'Radar 💥', images: [{ alt: 'ü' }], weight: 3, note: null })).toBeUndefined();
    expect(unstorableInput('a query value', 'type')).toBeUndefined();
  });

  it('names the first field holding a NUL character or an unpaired surrogate', () => {
    expect(unstorableInput({ images: [{ alt: 'a\u0000' }] })).toEqual({
      field: 'images.0.alt',
      reason: 'must not contain NUL characters',
    });
    expect(unstorableInput('\ud800', 'email')).toEqual({ field: 'email', reason: 'must be valid Unicode text' });
    expect(unstorableInput({ ['\u0000']: 1 })).toEqual({ field: 'body', reason: 'has an invalid field name' });
  });

  it('refuses nesting past the limit without overflowing the stack itself', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(unstorableInput({ deep })?.reason).toBe(`must not nest more than ${MAX_INPUT_DEPTH} levels deep`);
    let allowed: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) allowed = [allowed];
    expect(unstorableInput({ allowed })).toBeUndefined();
  });
});
