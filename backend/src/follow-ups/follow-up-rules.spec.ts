import { followUpDueAt, isFollowUpDecision, outcomesOfAnswer } from './follow-up-rules.js';

describe('follow-up rules', () => {
  it('falls due 180 days after the decision, to the millisecond', () => {
    expect(followUpDueAt(new Date('2026-01-10T09:30:00.123Z')).toISOString()).toBe('2026-07-09T09:30:00.123Z');
  });

  it('follows approved, waitlisted and rejected applicants only', () => {
    expect(['approved', 'waitlisted', 'rejected'].every(isFollowUpDecision)).toBe(true);
    expect(['pending', 'withdrawn'].some(isFollowUpDecision)).toBe(false);
  });

  it('reads the outcome flags from the answer', () => {
    expect(outcomesOfAnswer({ whatHappened: 'Nothing yet', continuing: 'continuing' })).toEqual({
      designPartner: false,
      pilot: false,
      funding: false,
      stopped: false,
    });
    expect(
      outcomesOfAnswer({
        whatHappened: 'A pilot and a grant',
        designPartners: ['Acme'],
        pilots: [{ organisation: 'Grocer', state: 'agreed' }],
        funding: { amountMinor: 500_000, currency: 'EUR', source: 'grant' },
        continuing: 'stopped',
      }),
    ).toEqual({ designPartner: true, pilot: true, funding: true, stopped: true });
    // Zero funding is no funding.
    expect(
      outcomesOfAnswer({
        whatHappened: 'x',
        funding: { amountMinor: 0, currency: 'EUR', source: 'angel' },
        continuing: 'paused',
      }).funding,
    ).toBe(false);
  });
});
