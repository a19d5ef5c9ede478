import { describe, expect, it } from '@jest/globals';

import { roleLabel } from '@/lib/applicant-roles';

import { answerCounter, checkLinkedin, missingApplicationFields } from './application-form';

describe('application form', () => {
  it('counts characters against 500 without enforcing it', () => {
    expect(answerCounter('')).toBe('0/500 characters');
    expect(answerCounter('a'.repeat(612))).toBe('612/500 characters');
  });

  it('needs a role and a non-blank answer, naming each one missing', () => {
    expect(missingApplicationFields(undefined, 'Hello')).toEqual([{ name: 'role', message: 'Role is required' }]);
    expect(missingApplicationFields('Dev', '   ')).toEqual([
      { name: 'shortAnswer', message: 'Your answer is required' },
    ]);
    expect(missingApplicationFields(undefined, '')).toEqual([
      { name: 'role', message: 'Role is required' },
      { name: 'shortAnswer', message: 'Your answer is required' },
    ]);
    expect(missingApplicationFields('PM', 'I ship things')).toEqual([]);
  });

  it('sends a blank LinkedIn as null', () => {
    expect(checkLinkedin('  ')).toEqual({ valid: true, url: null });
    expect(checkLinkedin(' https://linkedin.com/in/ada ')).toEqual({ valid: true, url: 'https://linkedin.com/in/ada' });
  });

  it('accepts a LinkedIn typed without https:// and sends it with it', () => {
    expect(checkLinkedin('linkedin.com/in/jane')).toEqual({ valid: true, url: 'https://linkedin.com/in/jane' });
    expect(checkLinkedin('www.linkedin.com/in/jane')).toEqual({ valid: true, url: 'https://www.linkedin.com/in/jane' });
  });

  it('refuses a LinkedIn that is not a URL', () => {
    expect(checkLinkedin('not a url')).toEqual({ valid: false });
    expect(checkLinkedin('jane')).toEqual({ valid: false });
    expect(checkLinkedin('ftp://linkedin.com/in/jane')).toEqual({ valid: false });
    expect(checkLinkedin(`linkedin.com/in/${'j'.repeat(500)}`)).toEqual({ valid: false });
  });

  it('labels roles', () => {
    expect(roleLabel('Dev')).toBe('Developer');
    expect(roleLabel('PM')).toBe('Product Manager');
  });
});
