import { describe, expect, it } from '@jest/globals';

import { bootstrapOutcome, countActive, debugReport } from './debug-report';

describe('debugReport', () => {
  it('says whether an admin exists and whether the caller is one', () => {
    expect(debugReport(true, true)).toBe('Admin exists. You are admin');
    expect(debugReport(true, false)).toBe('Admin exists. You are not admin');
    expect(debugReport(false, false)).toBe('No admin exists. You are not admin');
  });
});

describe('bootstrapOutcome', () => {
  it('tells created from exists', () => {
    expect(bootstrapOutcome('created').title).toBe('Admin Created!');
    expect(bootstrapOutcome('exists').title).toBe('Admin exists');
  });
});

describe('countActive', () => {
  it('counts only active events', () => {
    expect(countActive([{ status: 'active' }, { status: 'upcoming' }, { status: 'active' }])).toBe(2);
    expect(countActive(undefined)).toBe(0);
  });
});
