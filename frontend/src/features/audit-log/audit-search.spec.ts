import { describe, expect, it } from '@jest/globals';

import { auditExportQueryString, auditQuery, searchFromFilters, validateAuditSearch } from './audit-search';

describe('validateAuditSearch', () => {
  it('keeps filters and drops blanks, bad dates and page 1', () => {
    expect(
      validateAuditSearch({ type: ' application.submitted ', actorId: '', from: '2025-01-05', to: 'soon', page: '1' }),
    ).toEqual({ type: 'application.submitted', from: '2025-01-05' });
    expect(validateAuditSearch({ page: 4 }).page).toBe(4);
    expect(validateAuditSearch({ q: ' Fall Sprint ' }).q).toBe('Fall Sprint');
  });
});

describe('audit query', () => {
  it('turns the date range into whole UTC days', () => {
    expect(auditQuery({ from: '2025-01-05', to: '2025-01-06' })).toMatchObject({
      from: '2025-01-05T00:00:00.000Z',
      to: '2025-01-06T23:59:59.999Z',
    });
  });

  it('builds the export query string from set filters only', () => {
    expect(auditExportQueryString({})).toBe('');
    expect(auditExportQueryString({ streamType: 'application', page: 3 })).toBe('?streamType=application');
    expect(auditExportQueryString({ q: 'Ada Builder' })).toBe('?q=Ada+Builder');
  });
});

describe('searchFromFilters', () => {
  it('applies the filled fields from the first page and drops blank ones', () => {
    expect(searchFromFilters({ q: ' Ada ', type: '', actorId: '  ', from: '2025-01-05', to: '' })).toEqual({
      q: 'Ada',
      from: '2025-01-05',
    });
    expect(searchFromFilters({ q: 'Ada' }).page).toBeUndefined();
  });

  it('puts a reversed date range in order and ignores a date it cannot read', () => {
    expect(searchFromFilters({ from: '2025-02-01', to: '2025-01-05' })).toMatchObject({
      from: '2025-01-05',
      to: '2025-02-01',
    });
    expect(searchFromFilters({ from: '05/01/2025' }).from).toBeUndefined();
  });
});
