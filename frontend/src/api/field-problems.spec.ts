import { describe, expect, it } from '@jest/globals';

import { ApiError } from './api-error';
import { fieldMessages, problemLines } from './field-problems';

function apiError(status: number, message: string, fields: { field: string; reason: string }[] = []) {
  return new ApiError({
    status,
    code: status === 400 ? 'VALIDATION_FAILED' : 'CONFLICT',
    message,
    method: 'POST',
    fields,
  });
}

const validation = apiError(400, 'Some fields are invalid.', [
  { field: 'linkedinUrl', reason: 'LinkedIn must be a valid URL.' },
  { field: 'title', reason: 'must be shorter than or equal to 200 characters' },
  { field: 'images.0.url', reason: 'must be a URL address' },
  { field: 'teamSizeMax', reason: 'must not be greater than 10' },
  { field: 'body', reason: 'body must be valid JSON' },
]);

describe('fieldMessages', () => {
  it('keeps sentences and gives subject-less reasons their field label', () => {
    expect(fieldMessages(validation, { title: 'Event title', images: 'Image URL' })).toEqual([
      { field: 'linkedinUrl', message: 'LinkedIn must be a valid URL.' },
      { field: 'title', message: 'Event title must be shorter than or equal to 200 characters' },
      { field: 'images.0.url', message: 'Image URL must be a URL address' },
      { field: 'teamSizeMax', message: 'Team size max must not be greater than 10' },
      { field: 'body', message: 'Body must be valid JSON' },
    ]);
  });

  it('names an unlabelled nested field in words', () => {
    expect(fieldMessages(apiError(400, 'x', [{ field: 'criteria.0.label', reason: 'should not be empty' }]))).toEqual([
      { field: 'criteria.0.label', message: 'Criteria #1 label should not be empty' },
    ]);
  });

  it("leaves other refusals to their message, which says more than the field's reason", () => {
    const notFound = apiError(404, 'User not found with that email', [{ field: 'email', reason: 'no such user' }]);
    expect(fieldMessages(notFound)).toEqual([]);
    expect(problemLines(notFound, 'Failed to add judge')).toEqual(['User not found with that email']);
  });

  it('has nothing for errors that are no API answer', () => {
    expect(fieldMessages(new TypeError('Failed to fetch'))).toEqual([]);
  });
});

describe('problemLines', () => {
  it("lists each field's own message instead of 'Some fields are invalid.', once each", () => {
    const twice = apiError(400, 'Some fields are invalid.', [
      { field: 'role', reason: 'Please fill in all required fields.' },
      { field: 'shortAnswer', reason: 'Please fill in all required fields.' },
      { field: 'linkedinUrl', reason: 'LinkedIn must be a valid URL.' },
    ]);
    expect(problemLines(twice, 'Failed')).toEqual([
      'Please fill in all required fields.',
      'LinkedIn must be a valid URL.',
    ]);
  });

  it("uses the server's message without fields, and the fallback without an answer", () => {
    expect(problemLines(apiError(409, 'Already submitted'), 'Failed to submit project.')).toEqual([
      'Already submitted',
    ]);
    expect(problemLines(apiError(500, ''), 'Failed to submit project.')).toEqual(['Failed to submit project.']);
    expect(problemLines(new TypeError('Failed to fetch'), 'Failed to submit project.')).toEqual([
      'Failed to submit project.',
    ]);
  });
});
