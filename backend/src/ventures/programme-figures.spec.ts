import { programmeFigures, type SprintFact, type VentureCohortFact } from './programme-figures.js';
import type { MilestoneFigures, MilestoneType } from './venture-rules.js';
import type { AnyMilestoneFact } from './venture-stage.js';

function m<T extends MilestoneType>(type: T, occurredOn: string, figures: MilestoneFigures[T], verified = false) {
  return { type, occurredOn, figures, verified, createdAt: `${occurredOn}T12:00:00Z` } as AnyMilestoneFact;
}
const partner = (on: string, verified = false) => m('design_partner', on, { organisation: 'Acme' }, verified);
const loi = (on: string, verified = false) => m('letter_of_intent', on, { organisation: 'Acme' }, verified);
const pilot = (on: string, verified = false) => m('pilot', on, { organisation: 'Acme', state: 'paid' }, verified);
const funding = (on: string, amount: number, verified = false) =>
  m('funding', on, { amountMinor: amount, currency: 'EUR', source: 'angel' }, verified);

// Three quarterly sprints; "now" is 2026-11-26, so for S1 (ended 2026-01-31) the 90/180-day
// horizons have passed (2026-05-01, 2026-07-30) but not 365 (2027-01-31); S3 (ended 2026-08-31)
// has passed 90 days only (2026-11-29 has not: it is excluded).
const S1: SprintFact = { eventId: 's1', title: 'Sprint 1', endDate: '2026-01-31T18:00:00.000Z' };
const S2: SprintFact = { eventId: 's2', title: 'Sprint 2', endDate: '2026-04-30T18:00:00.000Z' };
const S3: SprintFact = { eventId: 's3', title: 'Sprint 3', endDate: '2026-08-31T18:00:00.000Z' };
const NOW = new Date('2026-11-26T12:00:00Z');

const v = (ventureId: string, eventIds: string[], milestones: AnyMilestoneFact[] = []): VentureCohortFact => ({
  ventureId,
  eventIds,
  milestones,
});

const ventures = [
  // Entered all three; design partner 60 days after S1 (self-reported), verified funding later.
  v('a', ['s1', 's2', 's3'], [partner('2026-04-01'), funding('2026-06-15', 50_000_00, true)]),
  // Entered S1 only; a verified letter of intent before the sprint even ended.
  v('b', ['s1'], [loi('2026-01-10', true)]),
  // S1 then S3 (skipped S2): returned from S1 and from nowhere else.
  v('c', ['s1', 's3'], [pilot('2026-07-01')]),
  // S2 only; a zero funding round is no funding.
  v('d', ['s2'], [funding('2026-05-01', 0, true)]),
  // S3 only, nothing yet.
  v('e', ['s3']),
];

describe('programmeFigures', () => {
  const figures = programmeFigures([S3, S1, S2], ventures, NOW);
  const cohort = (id: string) => figures.cohorts.find((c) => c.sprint.eventId === id)!;
  const outcome = (
    group: { outcomes: ReturnType<typeof programmeFigures>['overall']['outcomes'] },
    days: number,
    kind: string,
  ) => group.outcomes.find((o) => o.days === days && o.kind === kind)!;

  it('orders cohorts by sprint end', () => {
    expect(figures.cohorts.map((c) => c.sprint.eventId)).toEqual(['s1', 's2', 's3']);
  });

  it('return rate: of the ventures that entered sprint N, the share that entered a later sprint', () => {
    // S1: a, b, c entered; a and c came back.
    expect(cohort('s1').returnRate).toMatchObject({ count: 2, n: 3, excluded: 0, value: 2 / 3 });
    // S2: a and d; a came back in S3.
    expect(cohort('s2').returnRate).toMatchObject({ count: 1, n: 2, value: 0.5 });
    // S3 is the latest sprint: nobody could have returned yet, so nobody is counted.
    expect(cohort('s3').returnRate).toMatchObject({ count: 0, n: 0, excluded: 3, value: null });
    // Overall: pairings of followed sprints, 3 of 5 returned; S3's three excluded.
    expect(figures.overall.returnRate).toMatchObject({ count: 3, n: 5, excluded: 3, value: 3 / 5 });
    expect(figures.overall.returnRate.definition).toContain('share that entered a later sprint');
  });

  it('outcome rates count milestones by the horizon, all and verified-only', () => {
    // S1 at 90 days (2026-05-01): a's partner (2026-04-01, self-reported) and b's LOI (verified).
    expect(outcome(cohort('s1'), 90, 'design_partner').all).toMatchObject({ count: 2, n: 3, value: 2 / 3 });
    expect(outcome(cohort('s1'), 90, 'design_partner').verifiedOnly).toMatchObject({ count: 1, n: 3 });
    // c's pilot (2026-07-01) is after the 90-day horizon but before the 180-day one (2026-07-30).
    expect(outcome(cohort('s1'), 90, 'pilot').all).toMatchObject({ count: 0, n: 3 });
    expect(outcome(cohort('s1'), 180, 'pilot').all).toMatchObject({ count: 1, n: 3 });
    expect(outcome(cohort('s1'), 180, 'pilot').verifiedOnly).toMatchObject({ count: 0, n: 3 });
    expect(outcome(cohort('s1'), 180, 'funding').verifiedOnly).toMatchObject({ count: 1, n: 3 });
    // S2 at 90 days: a's round counts, d's zero round is not funding.
    expect(outcome(cohort('s2'), 90, 'funding').all).toMatchObject({ count: 1, n: 2 });
  });

  it('excludes ventures whose horizon has not passed, and says so in n', () => {
    // S1's 365 days end 2027-01-31: all three excluded, no rate.
    expect(outcome(cohort('s1'), 365, 'funding').all).toMatchObject({ count: 0, n: 0, excluded: 3, value: null });
    // S3's 90 days end 2026-11-29, after now.
    expect(outcome(cohort('s3'), 90, 'design_partner').all).toMatchObject({ n: 0, excluded: 3 });
    // Overall 180-day pilot: S1 (3) and S2 (2, horizon 2026-10-27) are in, S3 (3) out.
    expect(outcome(figures.overall, 180, 'pilot').all).toMatchObject({ count: 1, n: 5, excluded: 3 });
    expect(outcome(figures.overall, 180, 'pilot').all.definition).toContain('excluded, not counted as failures');
  });

  it('funded alumni: ventures with a verified funding milestone, each once overall', () => {
    expect(cohort('s1').fundedAlumni).toMatchObject({ value: 1, count: 1, n: 3 });
    expect(cohort('s2').fundedAlumni).toMatchObject({ count: 1, n: 2 });
    expect(figures.overall.fundedAlumni).toMatchObject({ value: 1, count: 1, n: 5 });
    const selfReportedOnly = programmeFigures([S1], [v('x', ['s1'], [funding('2026-03-01', 100, false)])], NOW);
    expect(selfReportedOnly.overall.fundedAlumni.count).toBe(0);
  });

  it('the cohort chart funnel counts entered, returned and each outcome to date', () => {
    expect(cohort('s1').funnel).toEqual({ entered: 3, returned: 2, designPartner: 2, pilot: 1, funded: 1 });
    expect(cohort('s3').funnel).toEqual({ entered: 3, returned: 0, designPartner: 1, pilot: 1, funded: 1 });
  });

  it('has no rates without sprints or ventures', () => {
    const empty = programmeFigures([], [], NOW);
    expect(empty.cohorts).toEqual([]);
    expect(empty.overall.returnRate).toMatchObject({ value: null, n: 0 });
    expect(empty.overall.fundedAlumni).toMatchObject({ value: 0, n: 0 });
  });
});
