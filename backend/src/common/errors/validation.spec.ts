import type { ValidationError } from '@nestjs/common';
import { fieldProblems } from './validation.js';

const invalid = (property: string, children: ValidationError[] = []): ValidationError => ({
  property,
  constraints: { isUrl: `${property} must be a URL address` },
  children,
});

describe('fieldProblems', () => {
  it('names each nested field by its dotted path, without the repeated property name', () => {
    const list: ValidationError = { property: 'images', children: [invalid('0', [invalid('url')])] };
    expect(fieldProblems([list])).toEqual([
      { field: 'images.0', reason: 'must be a URL address' },
      { field: 'images.0.url', reason: 'must be a URL address' },
    ]);
  });

  it('lists a problem for each of 500,000 items without overflowing the stack', () => {
    const items = Array.from({ length: 500_000 }, (_, index) => invalid(String(index)));
    const problems = fieldProblems([{ property: 'images', children: items }]);
    expect(problems).toHaveLength(500_000);
    expect(problems[499_999]).toEqual({ field: 'images.499999', reason: 'must be a URL address' });
  });
});
