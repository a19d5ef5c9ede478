import { describe, expect, it } from '@jest/globals';

import { ApiError } from '@/api/api-error';

import { errorText, formFieldErrors } from './api-error-text';

const validation = new ApiError({
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Some fields are invalid.',
  method: 'POST',
  fields: [
    { field: 'email', reason: 'must be a valid email address' },
    { field: 'password', reason: 'Password must be at least 8 characters long' },
    { field: 'email', reason: 'must be shorter than or equal to 320 characters' },
    { field: 'body', reason: 'is not an accepted field' },
  ],
});

describe('errorText', () => {
  it("shows the server's message", () => {
    expect(errorText(validation)).toBe('Some fields are invalid.');
  });

  it('explains a call that never got an answer', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/i);
  });
});

describe('formFieldErrors', () => {
  it("groups the server's reasons by the form's fields, as sentences", () => {
    expect(formFieldErrors(validation, ['email', 'password'])).toEqual([
      {
        name: 'email',
        errors: ['Must be a valid email address', 'Must be shorter than or equal to 320 characters'],
      },
      { name: 'password', errors: ['Password must be at least 8 characters long'] },
    ]);
  });

  it('ignores fields the form does not have, and errors without fields', () => {
    expect(formFieldErrors(validation, ['firstName'])).toEqual([]);
    expect(formFieldErrors(new Error('boom'), ['email'])).toEqual([]);
  });
});
