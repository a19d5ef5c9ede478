import { describe, expect, it } from '@jest/globals';

import { roleLabel } from '@/lib/applicant-roles';

import { answerCounter, isApplicationComplete, linkedinOrNull } from './application-form';

describe('application form', () => {
  it('counts characters against 500 without enforcing it', () => {
    expect(answerCounter('')).toBe('0/500 characters');
    expect(answerCounter('a'.repeat(612))).toBe('612/500 characters');
  });

  it('needs a role and a non-blank answer', () => {
    expect(isApplicationComplete(undefined, 'Hello')).toBe(false);
    expect(isApplicationComplete('Dev', '   ')).toBe(false);
    expect(isApplicationComplete('PM', 'I ship things')).toBe(true);
  });

  it('sends a blank LinkedIn as null', () => {
    expect(linkedinOrNull('  ')).toBeNull();
    expect(linkedinOrNull(' https://linkedin.com/in/ada ')).toBe('https://linkedin.com/in/ada');
  });

  it('labels roles', () => {
    expect(roleLabel('Dev')).toBe('Developer');
    expect(roleLabel('PM')).toBe('Product Manager');
  });
});
