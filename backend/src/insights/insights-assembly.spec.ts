import { describe, expect, it } from '@jest/globals';
import type { AnyMilestoneFact } from '../ventures/venture-stage.js';
import {
  assembleInsights,
  cohortFunnel,
  entryOutcomes,
  type EntryInsightFact,
  type InsightsInput,
  panelFigures,
  predictions,
  type SprintInsightFact,
} from './insights-assembly.js';
import { auc } from './statistics/auc.js';

const NOW = new Date('2027-06-01T12:00:00Z');

function sprint(eventId: string, endDate: string, extra: Partial<SprintInsightFact> = {}): SprintInsightFact {
  return {
    eventId,
    title: `Sprint ${eventId}`,
    endDate,
    criteria: [
      { label: 'Problem', weight: 40 },
      { label: 'Team', weight: 60 },
    ],
    applied: 10,
    approved: 6,
    ...extra,
  };
}

function entry(
  entryId: string,
  eventId: string,
  ventureId: string,
  extra: Partial<EntryInsightFact> = {},
): EntryInsightFact {
  return {
    entryId,
    eventId,
    ventureId,
    submittedOn: '2026-01-01',
    criterionAverages: new Map(),
    score: null,
    place: null,
    ...extra,
  };
}

function milestone(type: AnyMilestoneFact['type'], occurredOn: string, verified: boolean): AnyMilestoneFact {
  return {
    type,
    occurredOn,
    verified,
    createdAt: `${occurredOn}T00:00:00.000Z`,
    figures: type === 'funding' ? { amountMinor: 100_000, currency: 'EUR', source: 'angel' } : {},
  } as AnyMilestoneFact;
}

const NO_PANEL = { scores: [], entryOf: new Map(), panelScore: new Map() };

describe('entryOutcomes', () => {
  // Sprint a ended 2027-01-01: its 90-day horizon (2027-04-01) has passed on NOW, its 180-day one
  // (2027-06-30) has not.
  const sprints = [sprint('a', '2027-01-01T17:00:00.000Z'), sprint('b', '2027-03-01T17:00:00.000Z')];

  it("counts milestones dated on or before the horizon, and marks an entry whose horizon has not passed 'too early'", () => {
    const input = {
      sprints,
      entries: [entry('e1', 'a', 'v1'), entry('e2', 'b', 'v2')],
      milestones: new Map([
        ['v1', [milestone('letter_of_intent', '2027-03-31', true), milestone('pilot', '2027-04-02', true)]],
        ['v2', [milestone('pilot', '2027-03-10', true)]],
      ]),
    };
    const [e1, e2] = entryOutcomes(input, { horizon: 90, verifiedOnly: true, now: NOW });
    expect(e1).toMatchObject({ horizonDate: '2027-04-01', known: true, designPartner: true, pilot: false });
    // Sprint b's 90 days end 2027-05-30, passed; at 180 days it is too early.
    expect(e2).toMatchObject({ known: true, pilot: true });
    const [late1, late2] = entryOutcomes(input, { horizon: 180, verifiedOnly: true, now: NOW });
    expect(late1.known).toBe(false);
    expect(late2.known).toBe(false);
  });

  it('leaves self-reported milestones out when verified only, and counts them otherwise', () => {
    const input = {
      sprints,
      entries: [entry('e1', 'a', 'v1')],
      milestones: new Map([
        ['v1', [milestone('funding', '2027-02-01', false), milestone('stopped', '2027-03-01', false)]],
      ]),
    };
    expect(entryOutcomes(input, { horizon: 90, verifiedOnly: true, now: NOW })[0]).toMatchObject({
      funding: false,
      stopped: false,
    });
    expect(entryOutcomes(input, { horizon: 90, verifiedOnly: false, now: NOW })[0]).toMatchObject({
      funding: true,
      stopped: true,
    });
  });

  it('counts a return when the venture entered a later sprint by the horizon', () => {
    const input = {
      sprints,
      entries: [entry('e1', 'a', 'v1'), entry('e1b', 'b', 'v1', { submittedOn: '2027-02-20' }), entry('e3', 'a', 'v3')],
      milestones: new Map(),
    };
    const outcomes = entryOutcomes(input, { horizon: 90, verifiedOnly: true, now: NOW });
    expect(outcomes.map((outcome) => [outcome.entryId, outcome.returned])).toEqual([
      ['e1', true],
      ['e1b', false],
      ['e3', false],
    ]);
  });
});

describe('cohortFunnel', () => {
  it('counts each stage per sprint with its rate, and leaves outcome stages unknown for a sprint that is too early', () => {
    const sprints = [
      sprint('a', '2027-01-01T17:00:00.000Z'),
      sprint('b', '2027-05-20T17:00:00.000Z', { applied: 4, approved: 3 }),
    ];
    const entries = [
      entry('e1', 'a', 'v1', { place: 1 }),
      entry('e2', 'a', 'v2'),
      entry('e3', 'a', 'v3'),
      entry('e4', 'a', 'v4'),
      entry('e5', 'b', 'v1', { submittedOn: '2027-03-15' }),
      entry('e6', 'b', 'v6'),
    ];
    const milestones = new Map([
      ['v1', [milestone('design_partner', '2027-02-01', true), milestone('funding', '2027-03-01', true)]],
      ['v2', [milestone('pilot', '2027-02-01', true), milestone('design_partner', '2027-02-02', false)]],
      ['v3', [milestone('stopped', '2027-03-01', true)]],
      ['v4', [milestone('stopped', '2027-05-01', true)]],
    ]);
    const outcomes = entryOutcomes({ sprints, entries, milestones }, { horizon: 90, verifiedOnly: true, now: NOW });
    const [a, b] = cohortFunnel(sprints, entries, outcomes, 90, NOW);
    expect(a.tooEarly).toBe(false);
    expect(Object.fromEntries(a.steps.map((step) => [step.stage, [step.count, step.rate]]))).toEqual({
      applied: [10, null],
      approved: [6, 0.6],
      submitted: [4, 4 / 6],
      placed: [1, 0.25],
      returned: [1, 0.25],
      design_partner: [1, 0.25],
      pilot: [1, 0.25],
      funded: [1, 0.25],
    });
    // v4 stopped after the horizon: not yet stopped at 90 days.
    expect(a.stopped).toBe(1);
    expect(b.tooEarly).toBe(true);
    expect(b.stopped).toBeNull();
    expect(Object.fromEntries(b.steps.map((step) => [step.stage, step.count]))).toEqual({
      applied: 4,
      approved: 3,
      submitted: 2,
      placed: 0,
      returned: null,
      design_partner: null,
      pilot: null,
      funded: null,
    });
    // With self-reported milestones too, v2's unverified design partner counts.
    const all = entryOutcomes({ sprints, entries, milestones }, { horizon: 90, verifiedOnly: false, now: NOW });
    expect(cohortFunnel(sprints, entries, all, 90, NOW)[0].steps.find((s) => s.stage === 'design_partner')?.count).toBe(
      2,
    );
  });
});

describe('predictions', () => {
  const sprints = [sprint('a', '2026-01-01T17:00:00.000Z'), sprint('late', '2027-05-20T17:00:00.000Z')];

  /** n known entries (every third reached a pilot) and `tooEarly` entries of a sprint not yet at its horizon. */
  function world(n: number, tooEarly: number) {
    const entries: EntryInsightFact[] = [];
    const milestones = new Map<string, AnyMilestoneFact[]>();
    for (let i = 0; i < n; i++) {
      const success = i % 3 === 0;
      entries.push(
        entry(`k${i}`, 'a', `v${i}`, {
          criterionAverages: new Map([
            ['problem', success ? 4 + (i % 2) : 1 + (i % 3)],
            ['team', 1 + (i % 5)],
          ]),
          score: i,
        }),
      );
      if (success) milestones.set(`v${i}`, [milestone('pilot', '2026-02-01', true)]);
    }
    // Entries whose horizon has not passed: the lowest scores and no milestone. Counted as failures
    // they would change every AUC; they must be left out.
    for (let i = 0; i < tooEarly; i++) {
      entries.push(
        entry(`t${i}`, 'late', `w${i}`, {
          criterionAverages: new Map([
            ['problem', 5],
            ['team', 5],
          ]),
          score: 1000,
        }),
      );
    }
    return { sprints, entries, milestones };
  }

  it("gives the 'Too few' text below 20 known outcomes, too-early entries not counted", () => {
    const input = world(19, 30);
    const outcomes = entryOutcomes(input, { horizon: 365, verifiedOnly: true, now: NOW });
    const found = predictions(input.sprints, input.entries, outcomes, 'pilot');
    expect(found.map((prediction) => [prediction.key, prediction.n, prediction.auc, prediction.tooFew])).toEqual([
      ['problem', 19, null, 'Too few ventures with a known outcome to tell (n = 19).'],
      ['team', 19, null, 'Too few ventures with a known outcome to tell (n = 19).'],
      ['overall', 19, null, 'Too few ventures with a known outcome to tell (n = 19).'],
    ]);
  });

  it('gives the AUC over the known outcomes only, with an interval around it', () => {
    const input = world(24, 10);
    const outcomes = entryOutcomes(input, { horizon: 365, verifiedOnly: true, now: NOW });
    const found = predictions(input.sprints, input.entries, outcomes, 'pilot');
    const known = input.entries.slice(0, 24);
    const reached = known.map((_, i) => i % 3 === 0);
    const problem = found.find((prediction) => prediction.key === 'problem')!;
    expect(problem.label).toBe('Problem');
    expect(problem.n).toBe(24);
    expect(problem.positives).toBe(8);
    expect(problem.auc).toBeCloseTo(
      auc(
        known.map((e) => e.criterionAverages.get('problem')!),
        reached,
      )!,
      12,
    );
    expect(problem.auc).toBe(1);
    expect(problem.tooFew).toBeNull();
    expect(problem.interval!.low).toBeLessThanOrEqual(problem.auc!);
    expect(problem.interval!.high).toBeLessThanOrEqual(1);
    const overall = found.find((prediction) => prediction.kind === 'overall')!;
    expect(overall.auc).toBeCloseTo(
      auc(
        known.map((e) => e.score),
        reached,
      )!,
      12,
    );
  });
});

describe('panelFigures', () => {
  it("shrinks a judge's AUC toward the panel's with their n, and gives their leniency", () => {
    const sprints = [sprint('a', '2026-01-01T17:00:00.000Z')];
    const entries = Array.from({ length: 20 }, (_, i) => entry(`e${i}`, 'a', `v${i}`));
    const milestones = new Map(
      entries.filter((_, i) => i >= 10).map((e) => [e.ventureId, [milestone('pilot', '2026-02-01', true)]]),
    );
    const outcomes = entryOutcomes({ sprints, entries, milestones }, { horizon: 90, verifiedOnly: true, now: NOW });
    // The panel ranks perfectly (score i); judge J scored e0..e9 (all failures) and e10..e13 in
    // reverse; judge K scored e14..e19 at 5.
    const scores = [
      ...entries
        .slice(0, 14)
        .map((e, i) => ({ personId: 'J', itemId: e.entryId, eventId: 'a', total: i < 10 ? 3 : 2 })),
      ...entries.slice(14).map((e) => ({ personId: 'K', itemId: e.entryId, eventId: 'a', total: 5 })),
    ];
    const section = panelFigures(
      {
        scores,
        entryOf: new Map(entries.map((e) => [e.entryId, e.entryId])),
        panelScore: new Map(entries.map((e, i) => [e.entryId, i])),
      },
      outcomes,
      'pilot',
    );
    expect(section.panel).toMatchObject({ n: 20, auc: 1, tooFew: null });
    const j = section.people.find((person) => person.personId === 'J')!;
    expect(j.n).toBe(14);
    expect(j.auc).toBe(0);
    expect(j.shrunkAuc).toBeCloseTo((14 / 24) * 0 + (10 / 24) * 1, 12);
    const panelMean = (10 * 3 + 4 * 2 + 6 * 5) / 20;
    expect(j.leniency).toBeCloseTo((10 * 3 + 4 * 2) / 14 - panelMean, 12);
    const k = section.people.find((person) => person.personId === 'K')!;
    // One class only: no own AUC, the panel's figure stands.
    expect(k.auc).toBeNull();
    expect(k.shrunkAuc).toBe(1);
    expect(k.leniency).toBeCloseTo(5 - panelMean, 12);
  });
});

describe('assembleInsights', () => {
  it("suggests weights only with 20 known outcomes, and never counts a 'too early' entry", () => {
    const sprints = [sprint('a', '2026-01-01T17:00:00.000Z')];
    const entries = Array.from({ length: 30 }, (_, i) =>
      entry(`e${i}`, 'a', `v${i}`, {
        criterionAverages: new Map([
          ['problem', 1 + (i % 5)],
          ['team', 1 + ((i * 7) % 5)],
        ]),
        score: i % 5,
      }),
    );
    const milestones = new Map(
      entries
        .filter((_, i) => i % 5 >= 3 || i % 7 === 0)
        .map((e) => [e.ventureId, [milestone('pilot', '2026-02-01', true)]]),
    );
    const input: InsightsInput = { sprints, entries, milestones, judges: NO_PANEL, reviewers: NO_PANEL };
    const screen = assembleInsights(input, { horizon: 90, verifiedOnly: true, outcome: 'any_traction', now: NOW });
    expect(screen.weights.n).toBe(30);
    expect(screen.weights.tooFew).toBeNull();
    expect(screen.weights.rows.map((row) => row.key)).toEqual(['problem', 'team']);
    expect(screen.weights.rows.map((row) => row.currentRelative)).toEqual([0.4, 0.6]);
    const relative = screen.weights.rows.map((row) => row.suggestedRelative);
    expect(relative.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (const row of screen.weights.rows) {
      expect(Number.isInteger(row.suggestedWeight)).toBe(true);
      expect(row.suggestedWeight).toBeGreaterThanOrEqual(1);
      expect(row.suggestedWeight).toBeLessThanOrEqual(100);
    }
    expect(screen.weights.currentAuc).toBeCloseTo(
      auc(
        entries.map((e) => 0.4 * e.criterionAverages.get('problem')! + 0.6 * e.criterionAverages.get('team')!),
        entries.map((_, i) => i % 5 >= 3 || i % 7 === 0),
      )!,
      12,
    );

    // The same sprint a day before its 90 days passed: every outcome unknown, so too few, not 30 failures.
    const early = assembleInsights(input, {
      horizon: 90,
      verifiedOnly: true,
      outcome: 'any_traction',
      now: new Date('2026-03-31T12:00:00Z'),
    });
    expect(early.outcomes.every((outcome) => !outcome.known)).toBe(true);
    expect(early.weights.tooFew).toBe('Too few ventures with a known outcome to tell (n = 0).');
    expect(early.predictions.every((prediction) => prediction.n === 0 && prediction.auc === null)).toBe(true);
  });
});
