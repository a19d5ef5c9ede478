import { describe, expect, it } from '@jest/globals';

import { ApiError } from './api-error';
import { serverMessageOr, serverProblemOr } from './error-text';

function apiError(status: number, message: string): ApiError {
  return new ApiError({ status, code: 'X', message, method: 'GET' });
}

describe('server messages', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(serverMessageOr(apiError(409, 'Already submitted'), 'Failed to submit project.')).toBe('Already submitted');
    expect(serverMessageOr(apiError(500, ''), 'Failed to submit project.')).toBe('Failed to submit project.');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Failed to submit project.')).toBe(
      'Failed to submit project.',
    );
  });
});

describe('validation failures', () => {
  it('name the first field reason', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      method: 'POST',
      fields: [{ field: 'demoUrl', reason: 'Demo URL must be a valid URL.' }],
    });
    expect(serverProblemOr(error, 'Failed to create project')).toBe('Demo URL must be a valid URL.');
    expect(serverProblemOr(apiError(409, 'Conflict here'), 'Failed to create project')).toBe('Conflict here');
  });
});
