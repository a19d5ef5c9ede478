import { isCommonPassword, PASSWORD_MIN_LENGTH } from './password-rules.js';

describe('password rules', () => {
  it('asks for at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('knows common passwords, whatever their case', () => {
    for (const password of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets uncommon ones through', () => {
    for (const password of ['correct-horse-7', 'sprint-secret', 'Tr0ub4dor&3-plus']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
