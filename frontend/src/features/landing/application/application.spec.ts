import { describe, expect, it } from '@jest/globals';

import {
  APPLICATION_ERRORS,
  checkApplication,
  EMPTY_APPLICATION,
  isValidEmail,
  isWebUrl,
  toStoredApplication,
  type ApplicationFormValues,
} from './application';

const complete: ApplicationFormValues = {
  name: '  Ada Lovelace ',
  email: ' ada@example.com ',
  linkedin: '',
  track: 'discovery',
  about: '  Payments tooling for hospitals. ',
};

describe('checkApplication', () => {
  it('accepts a complete application and trims every text', () => {
    expect(checkApplication(complete)).toEqual({
      valid: true,
      application: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        linkedin: '',
        track: 'discovery',
        about: 'Payments tooling for hospitals.',
      },
    });
  });

  it('reports every missing required field of an empty form', () => {
    expect(checkApplication(EMPTY_APPLICATION)).toEqual({
      valid: false,
      errors: {
        name: APPLICATION_ERRORS.nameMissing,
        email: APPLICATION_ERRORS.emailMissing,
        track: APPLICATION_ERRORS.trackMissing,
      },
    });
  });

  it('treats a name of blanks as missing', () => {
    expect(checkApplication({ ...complete, name: '   ' })).toEqual({
      valid: false,
      errors: { name: APPLICATION_ERRORS.nameMissing },
    });
  });

  it('rejects an email address that is not one', () => {
    expect(checkApplication({ ...complete, email: 'ada.example.com' })).toEqual({
      valid: false,
      errors: { email: APPLICATION_ERRORS.emailInvalid },
    });
  });

  it('accepts a LinkedIn URL and rejects text that is not a URL', () => {
    expect(checkApplication({ ...complete, linkedin: 'https://www.linkedin.com/in/ada' }).valid).toBe(true);
    expect(checkApplication({ ...complete, linkedin: 'linkedin ada' })).toEqual({
      valid: false,
      errors: { linkedin: APPLICATION_ERRORS.linkedinInvalid },
    });
  });

  it('leaves the optional about empty', () => {
    const check = checkApplication({ ...complete, about: '' });
    expect(check.valid && check.application.about).toBe('');
  });
});

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'first.last+tag@sub.example.co.uk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@exa mple.com', 'ada@@example.com'])('rejects "%s"', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isWebUrl', () => {
  it.each(['https://www.linkedin.com/in/ada', 'http://example.com'])('accepts %s', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each(['www.linkedin.com/in/ada', 'javascript:alert(1)', 'mailto:ada@example.com', 'https://'])(
    'rejects %s',
    (url) => {
      expect(isWebUrl(url)).toBe(false);
    },
  );
});

describe('toStoredApplication', () => {
  it('adds the submission time as an ISO timestamp', () => {
    const check = checkApplication(complete);
    if (!check.valid) throw new Error('fixture should be valid');
    expect(toStoredApplication(check.application, new Date(Date.UTC(2025, 9, 3, 23, 0)))).toEqual({
      ...check.application,
      timestamp: '2025-10-03T23:00:00.000Z',
    });
  });
});
