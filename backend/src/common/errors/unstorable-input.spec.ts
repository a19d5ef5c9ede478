import {
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  MAX_LIST_VALUES,
  tooManyValues,
  unstorableInput,
} from './unstorable-input.js';

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

  it('names a list or object holding more values than one may', () => {
    const reason = tooManyValues(MAX_LIST_VALUES);
    expect(unstorableInput({ title: 'Radar', images: Array.from({ length: 120_000 }, () => ({})) })).toEqual({
      field: 'images',
      reason,
    });
    const manyFields = Object.fromEntries(Array.from({ length: MAX_LIST_VALUES + 1 }, (_, i) => [`f${i}`, 1]));
    expect(unstorableInput({ profile: manyFields })).toEqual({ field: 'profile', reason });
    expect(unstorableInput(manyFields, '', 'query')).toEqual({ field: 'query', reason });
    expect(unstorableInput({ scores: Array.from({ length: MAX_LIST_VALUES }, () => 1) })).toBeUndefined();
  });

  it('counts values over the whole input too, and then names the whole input', () => {
    const list = () => Array.from({ length: MAX_LIST_VALUES }, () => 1);
    const lists = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`list${i}`, list()]));
    const reason = tooManyValues(MAX_INPUT_VALUES);
    // Each list holds MAX_LIST_VALUES; the object holding them one value more per list.
    expect(unstorableInput(lists(MAX_INPUT_VALUES / MAX_LIST_VALUES))).toEqual({ field: 'body', reason });
    expect(unstorableInput(lists(MAX_INPUT_VALUES / MAX_LIST_VALUES), 'filters')).toEqual({ field: 'filters', reason });
    expect(unstorableInput(lists(MAX_INPUT_VALUES / MAX_LIST_VALUES - 1))).toBeUndefined();
  });
});
