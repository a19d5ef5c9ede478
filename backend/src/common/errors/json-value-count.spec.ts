import { JsonValueCounter } from './json-value-count.js';
import {
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  MAX_LIST_VALUES,
  NESTED_TOO_DEEP,
  tooManyValues,
  unstorableInput,
} from './unstorable-input.js';

const counted = (text: string) => new JsonValueCounter().read(Buffer.from(text));
/** The same text read in pieces of `size` bytes, as it arrives from the network. */
const countedInPieces = (text: string, size: number) => {
  const counter = new JsonValueCounter();
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += size) {
    const problem = counter.read(bytes.subarray(start, start + size));
    if (problem) return problem;
  }
  return undefined;
};
const LIST_REASON = tooManyValues(MAX_LIST_VALUES);
const zeros = (length: number) => Array.from({ length }, () => 0);

describe('JsonValueCounter', () => {
  it.each([
    ['120,000 empty images', { title: 'Radar', images: Array.from({ length: 120_000 }, () => ({})) }, 'images'],
    ['a list deep inside', { criteria: [{}, {}, { label: zeros(MAX_LIST_VALUES + 1) }] }, 'criteria.2.label'],
    [
      'an object of too many fields',
      { profile: Object.fromEntries(zeros(MAX_LIST_VALUES + 1).map((_, i) => [`f${i}`, i])) },
      'profile',
    ],
    ['a list as the whole body', zeros(MAX_LIST_VALUES + 1), 'body'],
    ['a member name with escapes and non-ASCII', { 'say "ü"\n': zeros(MAX_LIST_VALUES + 1) }, 'say "ü"\n'],
  ])('names the list or object holding more than its share: %s, as unstorableInput does', (_, value, field) => {
    const text = JSON.stringify(value);
    expect(counted(text)).toEqual({ field, reason: LIST_REASON });
    expect(unstorableInput(value)).toEqual({ field, reason: LIST_REASON });
    // Names, escapes and multi-byte characters split between pieces read the same.
    for (const size of [1, 2, 3, 7, 64]) expect(countedInPieces(text, size)).toEqual({ field, reason: LIST_REASON });
  });

  it('names the first list or object nested too deep, as unstorableInput does', () => {
    let deep: unknown = [];
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    const problem = { field: `fuzz${'.0'.repeat(MAX_INPUT_DEPTH - 1)}`, reason: NESTED_TOO_DEEP };
    expect(counted(`{"fuzz":${'['.repeat(20_000)}${']'.repeat(20_000)}}`)).toEqual(problem);
    expect(unstorableInput({ fuzz: deep })).toEqual(problem);
    let allowed: unknown = {};
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) allowed = { a: allowed };
    expect(counted(JSON.stringify(allowed))).toBeUndefined();
  });

  it('names the whole body when its lists together hold too many', () => {
    const value = Object.fromEntries(zeros(6).map((_, i) => [`list${i}`, zeros(MAX_LIST_VALUES)]));
    const problem = { field: 'body', reason: tooManyValues(MAX_INPUT_VALUES) };
    expect(counted(JSON.stringify(value))).toEqual(problem);
    expect(unstorableInput(value)).toEqual(problem);
  });

  it('takes what is within the limits, however it is spaced', () => {
    const value = { title: 'Radar', scores: zeros(MAX_LIST_VALUES).map((score) => ({ score, comment: 'ok' })) };
    expect(counted(JSON.stringify(value))).toBeUndefined();
    expect(counted(JSON.stringify(value, null, '\t'))).toBeUndefined();
    expect(unstorableInput(value)).toBeUndefined();
  });

  it('does not count commas, brackets or escaped quotes inside strings', () => {
    const text = `[${'"\\",[{,"'.repeat(MAX_LIST_VALUES)}, 1]`.replace(/""/g, '","');
    expect(JSON.parse(text)).toHaveLength(MAX_LIST_VALUES + 1);
    expect(counted(JSON.stringify({ note: ','.repeat(100_000) }))).toBeUndefined();
    expect(counted(JSON.stringify({ note: '"],['.repeat(10_000), more: ['\\', '"'] }))).toBeUndefined();
    expect(counted(text)).toEqual({ field: 'body', reason: LIST_REASON });
  });

  it('leaves text that is not JSON to the parser, without failing on it', () => {
    for (const text of ['', '{"a": [1, 2', '}}]]', '"unterminated', '{"a" 1 2 3}', '[,,,]', '{:}']) {
      expect(() => counted(text)).not.toThrow();
    }
  });
});
