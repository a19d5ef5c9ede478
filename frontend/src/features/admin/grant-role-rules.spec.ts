import { describe, expect, it } from '@jest/globals';

import { grantEmailProblem, toGrantRequest } from './grant-role-rules';

describe('grantEmailProblem', () => {
  it('asks for an email when it is blank', () => {
    expect(grantEmailProblem('')).toBe('Please enter an email address');
    expect(grantEmailProblem('   ')).toBe('Please enter an email address');
    expect(grantEmailProblem(undefined)).toBe('Please enter an email address');
  });

  it('refuses text that cannot be an email', () => {
    expect(grantEmailProblem('ada')).toBe('Enter a valid email address');
    expect(grantEmailProblem('ada @example.com')).toBe('Enter a valid email address');
  });

  it('accepts an email, spaces around it included', () => {
    expect(grantEmailProblem(' ada@example.com ')).toBeNull();
  });
});

describe('toGrantRequest', () => {
  it('trims the email', () => {
    expect(toGrantRequest('  ada@example.com ', 'organizer')).toEqual({ email: 'ada@example.com', role: 'organizer' });
  });
});
