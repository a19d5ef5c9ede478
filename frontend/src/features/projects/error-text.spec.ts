import { describe, expect, it } from '@jest/globals';

import { ApiError } from '@/api/api-error';

import { projectLoadProblem } from './error-text';

function apiError(status: number, message: string): ApiError {
  return new ApiError({ status, code: 'X', message, method: 'GET' });
}

describe('project load problems', () => {
  it('tells forbidden from missing from failed', () => {
    expect(projectLoadProblem(apiError(403, 'no'))).toBe('forbidden');
    expect(projectLoadProblem(apiError(404, 'gone'))).toBe('not-found');
    expect(projectLoadProblem(apiError(400, 'not a uuid'))).toBe('not-found');
    expect(projectLoadProblem(apiError(500, 'boom'))).toBe('failed');
    expect(projectLoadProblem(new Error('offline'))).toBe('failed');
  });
});
