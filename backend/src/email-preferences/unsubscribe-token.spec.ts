import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token.js';

const key = unsubscribeKey('a-server-secret-of-at-least-32-characters');
const userId = '0b7c5a3e-1f2d-4c8b-9a6e-2d3f4a5b6c7d';

describe('unsubscribe tokens', () => {
  it('verify as signed, the same every time (no expiry)', () => {
    const token = signUnsubscribeToken(key, { userId, category: 'reminders' });
    expect(signUnsubscribeToken(key, { userId, category: 'reminders' })).toBe(token);
    expect(verifyUnsubscribeToken(key, token)).toEqual({ userId, category: 'reminders' });
    expect(token).toMatch(/^[0-9a-f-]{36}\.reminders\.[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['another category', (t: string) => t.replace('.reminders.', '.announcements.')],
    ['another user', (t: string) => t.replace(userId, '1b7c5a3e-1f2d-4c8b-9a6e-2d3f4a5b6c7d')],
    ['an altered signature', (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`],
    ['a cut signature', (t: string) => t.slice(0, -5)],
    ['no signature', (t: string) => t.split('.').slice(0, 2).join('.')],
    ['an extra part', (t: string) => `${t}.x`],
    ['an unknown category', (t: string) => t.replace('.reminders.', '.marketing.')],
    ['empty', () => ''],
  ])('refuse %s', (_, alter) => {
    expect(
      verifyUnsubscribeToken(key, alter(signUnsubscribeToken(key, { userId, category: 'reminders' }))),
    ).toBeUndefined();
  });

  it('refuse a token of another server secret', () => {
    const other = signUnsubscribeToken(unsubscribeKey('another-server-secret-of-32-characters!'), {
      userId,
      category: 'reminders',
    });
    expect(verifyUnsubscribeToken(key, other)).toBeUndefined();
  });
});
