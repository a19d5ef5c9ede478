import { isoTimestamp } from './timestamps.js';

describe('isoTimestamp', () => {
  it.each([
    '2026-01-05 16:00:00+00',
    '2026-01-05 16:00:00.5+00',
    '2026-01-05 16:00:00.12+00',
    '2026-11-22 05:20:32.896749+00',
    '2026-11-22 05:20:32.999999+00',
    '1999-12-31 23:59:59.001+00',
    '2026-01-05 18:00:00+02',
    '2026-01-05 16:00:00-03:30',
  ])('gives what Date gives for %s', (value) => {
    expect(isoTimestamp(value)).toBe(new Date(value).toISOString());
  });

  it('matches Date on random instants in PostgreSQL text form', () => {
    for (let i = 0; i < 1000; i += 1) {
      const date = new Date(
        Date.UTC(1970 + Math.floor(Math.random() * 100), 0, 1) + Math.random() * 365 * 24 * 3600 * 1000,
      );
      const micros = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
      const text = `${date.toISOString().slice(0, 19).replace('T', ' ')}.${micros}+00`;
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    }
  });

  it('accepts Date values', () => {
    const date = new Date('2026-01-05T16:00:00.123Z');
    expect(isoTimestamp(date)).toBe('2026-01-05T16:00:00.123Z');
  });
});
