import { describe, expect, it } from '@jest/globals';

import { ApiError } from '@/api/api-error';

import { applyLoadFailure } from './apply-load-failure';

const apiError = (status: number, message: string) => new ApiError({ status, code: 'X', message, method: 'GET' });

describe('the apply page load failures', () => {
  it('says nothing while everything loads or has loaded', () => {
    expect(applyLoadFailure({ event: null, profile: null, application: null })).toBeUndefined();
  });

  it("uses the spec's texts, the event's failure before the profile's and the application's", () => {
    expect(applyLoadFailure({ event: apiError(404, 'Event Not Found'), profile: null, application: null })).toEqual({
      notFound: true,
      message: 'Event not found',
    });
    expect(
      applyLoadFailure({ event: apiError(500, 'connection refused'), profile: apiError(404, 'x'), application: null }),
    ).toEqual({ notFound: false, message: 'Database error: connection refused' });
    expect(applyLoadFailure({ event: null, profile: apiError(404, 'Not found'), application: null })).toEqual({
      notFound: false,
      message: 'User profile not found',
    });
    expect(applyLoadFailure({ event: null, profile: apiError(500, 'timeout'), application: null })).toEqual({
      notFound: false,
      message: 'Profile error: timeout',
    });
    expect(applyLoadFailure({ event: null, profile: null, application: new Error('Failed to fetch') })).toEqual({
      notFound: false,
      message: 'Database error: Failed to fetch',
    });
  });
});
