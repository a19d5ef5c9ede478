import { WaitlistOrdering } from './waitlist-order.js';

const entry = (applicationId: string, iso: string) => ({ applicationId, appliedAt: new Date(iso) });
const waitlist = [
  entry('c', '2027-01-03T00:00:00Z'),
  entry('a', '2027-01-01T00:00:00Z'),
  entry('b', '2027-01-02T00:00:00Z'),
  entry('a2', '2027-01-01T00:00:00Z'),
];

describe('the waitlist order', () => {
  it('is first come, first served by default (ties by id)', async () => {
    expect(await new WaitlistOrdering().order('e1', waitlist)).toEqual(['a', 'a2', 'b', 'c']);
  });

  it('follows a replacement, kept to the waitlist: unknown ids dropped, the left-out following by time', async () => {
    const ordering = new WaitlistOrdering();
    ordering.replaceWith({ order: () => Promise.resolve(['c', 'gone', 'b', 'c']) });
    expect(await ordering.order('e1', waitlist)).toEqual(['c', 'b', 'a', 'a2']);
  });

  it('passes the event and the waitlist to the replacement', async () => {
    const ordering = new WaitlistOrdering();
    const seen: unknown[] = [];
    ordering.replaceWith({
      order: (eventId, entries) => {
        seen.push(eventId, entries.length);
        return Promise.resolve([]);
      },
    });
    expect(await ordering.order('e9', waitlist)).toEqual(['a', 'a2', 'b', 'c']);
    expect(seen).toEqual(['e9', 4]);
  });
});
