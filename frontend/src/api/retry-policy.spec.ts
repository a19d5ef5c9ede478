import { describe, expect, it } from '@jest/globals';

import { ApiError } from './api-error';
import { MAX_RETRIES, retryDelay, shouldRetry } from './retry-policy';

function apiError(status: number, method: string): ApiError {
  return new ApiError({ status, method, code: `HTTP_${status}`, message: 'failed' });
}

describe('shouldRetry', () => {
  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])('retries %s on 502, 503 and 504', (method) => {
    for (const status of [502, 503, 504]) {
      expect(shouldRetry(0, apiError(status, method))).toBe(true);
    }
  });

  it.each(['POST', 'PATCH'])('never retries %s', (method) => {
    expect(shouldRetry(0, apiError(503, method))).toBe(false);
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 500])('never retries status %i', (status) => {
    expect(shouldRetry(0, apiError(status, 'GET'))).toBe(false);
  });

  it('never retries errors that are not API responses', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetry(0, undefined)).toBe(false);
  });

  it('stops after three retries', () => {
    const error = apiError(503, 'GET');
    expect(shouldRetry(MAX_RETRIES - 1, error)).toBe(true);
    expect(shouldRetry(MAX_RETRIES, error)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles the wait after each failure', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
  });
});
