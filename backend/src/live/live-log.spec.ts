import { compareLogIds, parsePublished } from './live-log.js';

describe('live log', () => {
  it('orders log ids by time, then sequence, as numbers rather than text', () => {
    expect(compareLogIds('1700000000000-2', '1700000000000-10')).toBeLessThan(0);
    expect(compareLogIds('999-0', '1000-0')).toBeLessThan(0);
    expect(compareLogIds('1000-0', '999-5')).toBeGreaterThan(0);
    expect(compareLogIds('5-3', '5-3')).toBe(0);
  });

  it('reads a published message with its id, and nothing from what is not one', () => {
    const message = {
      event: { type: 'project.updated', recordId: 'p1' },
      audience: { everyone: false, userIds: ['u'] },
    };
    expect(parsePublished(`7-1 ${JSON.stringify(message)}`)).toEqual({ ...message, id: '7-1' });
    expect(parsePublished('7-1 not json')).toBeUndefined();
    expect(parsePublished(JSON.stringify(message))).toBeUndefined();
    expect(parsePublished('7-1 {"event":{"type":"x"}}')).toBeUndefined();
  });
});
