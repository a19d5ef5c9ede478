import { milestonesOfAnswer } from './checkin-answer.js';

describe('milestones of a check-in answer', () => {
  const today = '2026-05-01';

  it('records each figure given as a self-reported milestone of its type', () => {
    const milestones = milestonesOfAnswer(
      {
        whatHappened: 'Signed two partners',
        customerInterviews: 12,
        designPartners: ['Acme', 'Globex'],
        pilots: [{ organisation: 'Initech', state: 'running' }],
        revenue: { monthlyAmountMinor: 150_000, currency: 'EUR' },
        funding: { amountMinor: 5_000_000, currency: 'USD', source: 'angel' },
        continuing: 'continuing',
      },
      today,
    );
    expect(milestones.map((m) => [m.type, m.figures])).toEqual([
      ['customer_interviews', { count: 12 }],
      ['design_partner', { organisation: 'Acme' }],
      ['design_partner', { organisation: 'Globex' }],
      ['pilot', { organisation: 'Initech', state: 'running' }],
      ['revenue', { monthlyAmountMinor: 150_000, currency: 'EUR' }],
      ['funding', { amountMinor: 5_000_000, currency: 'USD', source: 'angel' }],
    ]);
    expect(milestones.every((m) => m.occurredOn === today)).toBe(true);
  });

  it('records nothing for zero interviews and no figures while continuing or paused', () => {
    expect(
      milestonesOfAnswer({ whatHappened: 'Quiet month', customerInterviews: 0, continuing: 'paused' }, today),
    ).toEqual([]);
  });

  it("records 'stopped' with the reason, or the text when no reason is given", () => {
    const [withReason] = milestonesOfAnswer(
      { whatHappened: 'x', continuing: 'stopped', stoppedReason: 'No market' },
      today,
    );
    expect(withReason).toMatchObject({ type: 'stopped', figures: { reason: 'No market' } });
    const [withText] = milestonesOfAnswer({ whatHappened: 'We joined a company', continuing: 'stopped' }, today);
    expect(withText).toMatchObject({ type: 'stopped', figures: { reason: 'We joined a company' } });
  });
});
