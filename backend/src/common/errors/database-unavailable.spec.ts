import { isDatabaseUnavailable } from './database-unavailable.js';

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string) => Object.assign(new Error('failed'), { code });

  it.each(['ECONNREFUSED', 'ECONNRESET', '57P01', '08006', '57014', '55P03', '25P03'])('knows %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it('knows a dropped connection, also when wrapped', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('leaves query errors and bugs alone', () => {
    for (const error of [withCode('23505'), withCode('42501'), withCode('SB409'), new TypeError('x'), 'text', null]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
