import { describe, expect, it } from '@jest/globals';

import { ApiError } from './api-error';

describe('ApiError.fromResponse', () => {
  it('keeps the backend error body', () => {
    const error = ApiError.fromResponse({ status: 422, statusText: 'Unprocessable Entity' }, 'post', {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Event title is required',
      fields: [{ field: 'title', reason: 'required' }],
      requestId: 'req-1',
    });

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Event title is required',
      method: 'POST',
      fields: [{ field: 'title', reason: 'required' }],
      requestId: 'req-1',
    });
  });

  it('falls back to the HTTP status when a gateway answers without the error body', () => {
    const error = ApiError.fromResponse({ status: 502, statusText: 'Bad Gateway' }, 'GET', undefined);

    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
      fields: [],
    });
  });
});
