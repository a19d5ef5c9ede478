import { describe, expect, it } from '@jest/globals';

import { setServerFieldErrors } from './form-errors';

/** An antd form with these fields, recording what setFields was given. */
function fakeForm(names: (string | number)[][]) {
  const set: unknown[] = [];
  return {
    set,
    getFieldsError: () => names.map((name) => ({ name, errors: [], warnings: [] })),
    setFields: (fields: unknown[]) => void set.push(...fields),
  };
}

describe('setServerFieldErrors', () => {
  it("puts each message under the form's own field, nested paths included", () => {
    const form = fakeForm([['title'], ['images', 0, 'url'], ['linkedinUrl']]);
    setServerFieldErrors(form, [
      { field: 'linkedinUrl', message: 'LinkedIn must be a valid URL.' },
      { field: 'images.0.url', message: 'All image URLs must be valid.' },
      { field: 'title', message: 'Title must be shorter than or equal to 200 characters' },
      { field: 'title', message: 'Title must be a string' },
    ]);
    expect(form.set).toEqual([
      { name: ['linkedinUrl'], errors: ['LinkedIn must be a valid URL.'] },
      { name: ['images', 0, 'url'], errors: ['All image URLs must be valid.'] },
      { name: ['title'], errors: ['Title must be shorter than or equal to 200 characters', 'Title must be a string'] },
    ]);
  });

  it('uses the nearest field above a path the form does not have, and skips unknown fields', () => {
    const form = fakeForm([['skills']]);
    setServerFieldErrors(form, [
      { field: 'skills.3', message: 'Skills must be shorter than or equal to 50 characters' },
      { field: 'version', message: 'Version must not be less than 1' },
    ]);
    expect(form.set).toEqual([{ name: ['skills'], errors: ['Skills must be shorter than or equal to 50 characters'] }]);
  });
});
