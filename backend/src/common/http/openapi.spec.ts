import { numbersAreIntegers } from './openapi.js';

describe('numbersAreIntegers', () => {
  it('makes format-less number schemas integers, wherever they sit', () => {
    const document = {
      components: {
        schemas: {
          Page: {
            type: 'object',
            properties: {
              total: { type: 'number' },
              sizes: { type: 'array', items: { type: 'number', minimum: 1 } },
              ratio: { type: 'number', format: 'double' },
              place: { type: 'number', enum: [1, 2, 3] },
              name: { type: 'string' },
            },
          },
        },
      },
      paths: { '/x': { get: { parameters: [{ name: 'page', in: 'query', schema: { type: 'number', default: 1 } }] } } },
    };
    numbersAreIntegers(document);
    const { properties } = document.components.schemas.Page;
    expect(properties.total.type).toBe('integer');
    expect(properties.sizes.items.type).toBe('integer');
    expect(properties.ratio.type).toBe('number');
    expect(properties.place.type).toBe('integer');
    expect(properties.name.type).toBe('string');
    expect(document.paths['/x'].get.parameters[0].schema.type).toBe('integer');
  });

  it('leaves examples alone', () => {
    const schema = { type: 'object', example: { type: 'number' } };
    numbersAreIntegers(schema);
    expect(schema.example.type).toBe('number');
  });
});
