import { describe, expect, it } from '@jest/globals';

import { laterPage, oneOf, searchText, sortParts, tableSort, yesNo } from './table-url-state';

describe('table URL state', () => {
  it('keeps later pages only, read from text too', () => {
    expect(laterPage('3')).toBe(3);
    expect(laterPage(2)).toBe(2);
    for (const value of [1, '1', 0, -2, 2.5, 'two', 10_001, undefined]) expect(laterPage(value)).toBeUndefined();
  });

  it('trims a search, caps its length and drops a blank one', () => {
    expect(searchText('  ada ')).toBe('ada');
    expect(searchText(42)).toBe('42');
    expect(searchText('x'.repeat(150))).toHaveLength(100);
    expect(searchText('   ')).toBeUndefined();
    expect(searchText({ evil: true })).toBeUndefined();
  });

  it('keeps only known choices and yes/no flags', () => {
    expect(oneOf('PM', ['Dev', 'PM'])).toBe('PM');
    expect(oneOf('pm', ['Dev', 'PM'])).toBeUndefined();
    expect([yesNo('true'), yesNo(false), yesNo('yes'), yesNo(1)]).toEqual([true, false, undefined, undefined]);
  });

  it('keeps a sort of a known column and direction, except the default', () => {
    const columns = ['applicant', 'applied'] as const;
    expect(tableSort('applicant_asc', columns, 'applied_desc')).toBe('applicant_asc');
    expect(tableSort('applied_asc', columns, 'applied_desc')).toBe('applied_asc');
    expect(tableSort('applied_desc', columns, 'applied_desc')).toBeUndefined();
    expect(tableSort('secret_asc', columns, 'applied_desc')).toBeUndefined();
    expect(tableSort('applicant_up', columns, 'applied_desc')).toBeUndefined();
  });

  it('splits a sort at its last underscore', () => {
    expect(sortParts<'submitted_at'>('submitted_at_desc')).toEqual({ column: 'submitted_at', direction: 'desc' });
  });
});
