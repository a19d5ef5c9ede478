import { describe, expect, it } from '@jest/globals';

import {
  auditExportQueryString,
  auditQuery,
  choiceFromKey,
  choiceKey,
  recordOf,
  searchFromFilters,
  validateAuditSearch,
} from './audit-search';

const ADA = '2f1c3b7e-8a4d-4c2b-9e1f-0a6b5c4d3e2f';
const FALL = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('validateAuditSearch', () => {
  it('keeps filters and drops blanks, bad dates and page 1', () => {
    expect(
      validateAuditSearch({ type: ' application.submitted ', actorId: '', from: '2025-01-05', to: 'soon', page: '1' }),
    ).toEqual({ type: 'application.submitted', from: '2025-01-05' });
    expect(validateAuditSearch({ page: 4 }).page).toBe(4);
    expect(validateAuditSearch({ q: ' Fall Sprint ' }).q).toBe('Fall Sprint');
  });

  it('keeps a chosen actor, person, event or project only by a well-formed id', () => {
    expect(validateAuditSearch({ actorId: ADA, personId: ADA.toUpperCase(), eventId: FALL, projectId: 'ada' })).toEqual(
      {
        actorId: ADA,
        personId: ADA,
        eventId: FALL,
      },
    );
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
    expect(auditExportQueryString({ personId: ADA, actorId: FALL })).toBe(`?actorId=${FALL}&personId=${ADA}`);
  });
});

describe('searchFromFilters', () => {
  it('applies the filled fields from the first page and drops blank ones', () => {
    expect(searchFromFilters({ q: ' Ada ', type: '', streamType: '  ', from: '2025-01-05', to: '' })).toEqual({
      q: 'Ada',
      from: '2025-01-05',
    });
    expect(searchFromFilters({ q: 'Ada' }).page).toBeUndefined();
  });

  it('puts the picked actor and record in the URL by id, the record under its kind', () => {
    expect(searchFromFilters({}, { actorId: ADA, record: { kind: 'event', id: FALL } })).toEqual({
      actorId: ADA,
      eventId: FALL,
    });
    expect(searchFromFilters({}, { record: { kind: 'person', id: ADA } })).toEqual({ personId: ADA });
  });

  it('puts a reversed date range in order and ignores a date it cannot read', () => {
    expect(searchFromFilters({ from: '2025-02-01', to: '2025-01-05' })).toMatchObject({
      from: '2025-01-05',
      to: '2025-02-01',
    });
    expect(searchFromFilters({ from: '05/01/2025' }).from).toBeUndefined();
  });
});

describe('record choices', () => {
  it('reads the record the URL narrows to, and round-trips a choice through its Select value', () => {
    expect(recordOf({ projectId: FALL })).toEqual({ kind: 'project', id: FALL });
    expect(recordOf({ actorId: ADA })).toBeUndefined();
    expect(choiceFromKey(choiceKey({ kind: 'person', id: ADA }))).toEqual({ kind: 'person', id: ADA });
    expect(choiceFromKey('venue:x')).toBeUndefined();
    expect(choiceFromKey('event')).toBeUndefined();
  });
});
