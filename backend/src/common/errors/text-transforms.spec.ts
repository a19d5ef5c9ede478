import { trimToWebUrl } from './text-transforms.js';

describe('trimToWebUrl', () => {
  const normalize = (value: unknown) => trimToWebUrl({ value });

  it('puts https:// in front of an address typed without a scheme', () => {
    expect(normalize(' linkedin.com/in/jane ')).toBe('https://linkedin.com/in/jane');
    expect(normalize('www.linkedin.com/in/jane')).toBe('https://www.linkedin.com/in/jane');
    expect(normalize('//linkedin.com/in/jane')).toBe('https://linkedin.com/in/jane');
  });

  it('keeps a scheme that is there, so the validator can judge it', () => {
    expect(normalize('http://linkedin.com/in/jane')).toBe('http://linkedin.com/in/jane');
    expect(normalize('HTTPS://linkedin.com/in/jane')).toBe('HTTPS://linkedin.com/in/jane');
    expect(normalize('ftp://linkedin.com/in/jane')).toBe('ftp://linkedin.com/in/jane');
  });

  it('sends blank as null and leaves anything but text alone', () => {
    expect(normalize('   ')).toBeNull();
    expect(normalize(null)).toBeNull();
    expect(normalize(undefined)).toBeUndefined();
    expect(normalize(42)).toBe(42);
  });
});
