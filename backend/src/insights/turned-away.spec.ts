import type { FollowUpOutcomeFlags } from '../follow-ups/follow-up-rules.js';
import { wilsonInterval } from './statistics/proportion-interval.js';
import { TOO_FEW_GROUPS_TEXT, turnedAwaySection } from './turned-away.js';

const NONE: FollowUpOutcomeFlags = { designPartner: false, pilot: false, funding: false, stopped: false };

function answers(count: number, flags: Partial<FollowUpOutcomeFlags>, total: number): FollowUpOutcomeFlags[] {
  return Array.from({ length: total }, (_, index) => (index < count ? { ...NONE, ...flags } : NONE));
}

describe('turnedAwaySection', () => {
  it('gives each group with 20 answers or more its rates and 90% intervals', () => {
    const section = turnedAwaySection(
      { approved: 40, waitlisted: 30, rejected: 50 },
      {
        approved: answers(12, { designPartner: true, pilot: true }, 30),
        waitlisted: answers(2, { funding: true }, 5),
        rejected: answers(5, { designPartner: true }, 25),
      },
    );
    const approved = section.groups.find((group) => group.decision === 'approved')!;
    expect(approved).toMatchObject({ label: 'Approved', asked: 40, answered: 30, tooFew: null });
    expect(approved.rates.find((rate) => rate.outcome === 'design_partner')).toEqual({
      outcome: 'design_partner',
      count: 12,
      rate: 0.4,
      interval: wilsonInterval(12, 30),
    });
    expect(approved.rates.find((rate) => rate.outcome === 'funding')).toMatchObject({ count: 0, rate: 0 });
    const rejected = section.groups.find((group) => group.decision === 'rejected')!;
    expect(rejected.rates.find((rate) => rate.outcome === 'design_partner')).toMatchObject({ count: 5, rate: 0.2 });
    expect(section.tooFew).toBeNull();
    expect(section.caveat).toBe('Selection differs between these groups: this is not the effect of the programme.');
  });

  it("says 'Too few…' with n instead of a rate for a group under 20 answers, and keeps its counts", () => {
    const section = turnedAwaySection(
      { approved: 30, waitlisted: 9, rejected: 25 },
      {
        approved: answers(3, { pilot: true }, 20),
        waitlisted: answers(2, { funding: true }, 5),
        rejected: answers(0, {}, 20),
      },
    );
    const waitlisted = section.groups.find((group) => group.decision === 'waitlisted')!;
    expect(waitlisted.tooFew).toBe('Too few answered surveys to tell (n = 5).');
    expect(waitlisted.rates.find((rate) => rate.outcome === 'funding')).toEqual({
      outcome: 'funding',
      count: 2,
      rate: null,
      interval: null,
    });
    expect(section.groups.find((group) => group.decision === 'approved')!.tooFew).toBeNull();
    expect(section.tooFew).toBeNull();
  });

  it('says the groups cannot be compared while fewer than two have enough answers', () => {
    const section = turnedAwaySection(
      { approved: 25, waitlisted: 0, rejected: 4 },
      { approved: answers(1, {}, 25), waitlisted: [], rejected: answers(1, { stopped: true }, 3) },
    );
    expect(section.tooFew).toBe(TOO_FEW_GROUPS_TEXT);
    expect(section.groups.map((group) => [group.decision, group.answered])).toEqual([
      ['approved', 25],
      ['waitlisted', 0],
      ['rejected', 3],
    ]);
  });
});
