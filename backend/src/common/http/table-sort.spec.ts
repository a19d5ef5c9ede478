import { describe, expect, it } from '@jest/globals';
import { sortParts, tableSorts } from './table-sort.js';

describe('table sorts', () => {
  it('offers both directions of every column', () => {
    expect(tableSorts(['applied', 'event'])).toEqual(['applied_asc', 'applied_desc', 'event_asc', 'event_desc']);
  });

  it('splits a value at its last underscore, so column names may hold one', () => {
    expect(sortParts<'submitted_at'>('submitted_at_desc')).toEqual({ column: 'submitted_at', direction: 'desc' });
  });
});
