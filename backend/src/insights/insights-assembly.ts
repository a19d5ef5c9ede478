// The screen behind `/admin/insights` (insights.md), assembled from per-entry facts: pure, no Nest,
// no database. The statistics are statistics/'s; the outcome definitions (horizons, kinds, what a
// milestone shows, the horizon's day) are the programme figures' (ventures/programme-figures.ts).

import { horizonOf, type OutcomeDays, shows } from '../ventures/programme-figures.js';
import type { AnyMilestoneFact } from '../ventures/venture-stage.js';
import { auc, prepareAuc } from './statistics/auc.js';
import { type BootstrapInterval, percentileBootstrap } from './statistics/bootstrap.js';
import { figureOrTooFew, MIN_KNOWN_OUTCOMES, tooFewText } from './statistics/known-outcomes.js';
import { shrinkTowardPanel } from './statistics/shrinkage.js';
import { suggestWeights } from './statistics/suggested-weights.js';

/** The outcome the predictions are about; 'any_traction' (the default) is a design partner or LOI, a pilot or funding. */
export const PREDICTED_OUTCOMES = ['any_traction', 'design_partner', 'pilot', 'funding', 'returned'] as const;
export type PredictedOutcome = (typeof PREDICTED_OUTCOMES)[number];
export const DEFAULT_PREDICTED_OUTCOME: PredictedOutcome = 'any_traction';

/** One seed for every bootstrap and cross-validation of the screen: the same data gives the same figures. */
export const INSIGHTS_SEED = 29;

/** Criterion labels are matched across events case-insensitively, trimmed. */
export function criterionKey(label: string): string {
  return label.trim().toLowerCase();
}

export interface SprintInsightFact {
  eventId: string;
  title: string;
  /** ISO timestamp of the sprint's end. */
  endDate: string;
  /** The event's criteria now (label, weight 1-100). */
  criteria: readonly { label: string; weight: number }[];
  /** Applications to the event, and how many were approved. */
  applied: number;
  approved: number;
}

export interface EntryInsightFact {
  entryId: string;
  eventId: string;
  ventureId: string;
  /** ISO date the entry was submitted (a later entry counts as 'returned' once submitted by the horizon). */
  submittedOn: string;
  /** Criterion key (criterionKey) -> mean 1-5 score over the counted sheets. */
  criterionAverages: ReadonlyMap<string, number>;
  /** The overall normalised score, null when no counted sheet. */
  score: number | null;
  /** A winner's place, else null. */
  place: number | null;
}

/** One person's score of one item (a judge's sheet total of an entry; a reviewer's review total of an application). */
export interface PanelScore {
  personId: string;
  itemId: string;
  /** The event the item belongs to (leniency compares with the same events' panels). */
  eventId: string;
  total: number;
}

export interface PanelFacts {
  scores: readonly PanelScore[];
  /** Item -> the entry whose outcome it is judged by (absent: an application with no entry). */
  entryOf: ReadonlyMap<string, string>;
  /** Item -> the panel's normalised score. */
  panelScore: ReadonlyMap<string, number>;
}

export interface InsightsInput {
  sprints: readonly SprintInsightFact[];
  entries: readonly EntryInsightFact[];
  /** Venture id -> its outcome milestones (design partner, LOI, pilot, funding, stopped). */
  milestones: ReadonlyMap<string, readonly AnyMilestoneFact[]>;
  judges: PanelFacts;
  reviewers: PanelFacts;
}

export interface InsightsOptions {
  horizon: OutcomeDays;
  verifiedOnly: boolean;
  outcome: PredictedOutcome;
  now: Date;
}

/** An entry's outcomes at the horizon; `known` false ('too early') when the horizon has not passed. */
export interface EntryOutcome {
  entryId: string;
  horizonDate: string;
  known: boolean;
  designPartner: boolean;
  pilot: boolean;
  funding: boolean;
  returned: boolean;
  stopped: boolean;
}

export const FUNNEL_STAGES = [
  'applied',
  'approved',
  'submitted',
  'placed',
  'returned',
  'design_partner',
  'pilot',
  'funded',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
const OUTCOME_STAGES: readonly FunnelStage[] = ['returned', 'design_partner', 'pilot', 'funded'];

export interface FunnelStep {
  stage: FunnelStage;
  /** Null for an outcome stage of a sprint whose horizon has not passed ('too early'). */
  count: number | null;
  /**
   * count / the previous stage's count (applied -> approved -> submitted -> placed); for returned,
   * design partner, pilot and funded, count / submitted. Null for 'applied', a zero base or an
   * unknown count.
   */
  rate: number | null;
}

export interface FunnelSprint {
  eventId: string;
  title: string;
  endDate: string;
  /** The day the horizon is reached: outcome stages count milestones dated on or before it. */
  horizonDate: string;
  tooEarly: boolean;
  steps: FunnelStep[];
  /** Entries whose venture had stopped by the horizon (a 'stopped' milestone); null while too early. */
  stopped: number | null;
}

export interface Interval {
  low: number;
  high: number;
}

export interface Prediction {
  /** `criterionKey` of the label, or 'overall' for the normalised score. */
  key: string;
  label: string;
  kind: 'criterion' | 'overall';
  /** Entries with a known outcome and this score. */
  n: number;
  /** Of those, how many reached the outcome. */
  positives: number;
  /** Null when too few (see `tooFew`) or when every entry had the same outcome. */
  auc: number | null;
  interval: Interval | null;
  /** 'Too few ventures with a known outcome to tell (n = {n}).' below 20, else null. */
  tooFew: string | null;
}

export interface WeightRow {
  key: string;
  label: string;
  /** The criterion's weight in the latest sprint that has it, 1-100. */
  currentWeight: number;
  /** Current weights relative to each other (sum 1). */
  currentRelative: number;
  /** The model's relative weights (sum 1). */
  suggestedRelative: number;
  /** As the wizard takes them: a whole number 1-100 (the suggested share in percent, at least 1). */
  suggestedWeight: number;
}

export interface WeightsSection {
  /** Entries with a known outcome and every criterion below scored (the regression's rows). */
  n: number;
  tooFew: string | null;
  rows: WeightRow[];
  /** AUC of the current weighted totals over the same entries (no fitting, so nothing to cross-validate). */
  currentAuc: number | null;
  /** Cross-validated AUC of the suggested model (5 folds). */
  suggestedCvAuc: number | null;
  lambda: number | null;
  note: string | null;
}

export interface PersonFigure {
  personId: string;
  /** Items scored (all, known outcome or not). */
  scored: number;
  /** Items with a known outcome: the n of their AUC. */
  n: number;
  /** Their own AUC over those, null when one class only. */
  auc: number | null;
  /** Shrunk toward the panel's: n/(n+k)·own + k/(n+k)·panel; null when the panel's is not known. */
  shrunkAuc: number | null;
  /** Mean raw total minus the mean raw total of every score in the same events. */
  leniency: number;
}

export interface PanelSection {
  /** AUC of the panel's normalised score over the items with a known outcome. */
  panel: Prediction;
  people: PersonFigure[];
}

export interface InsightsAssembly {
  outcomes: EntryOutcome[];
  funnel: FunnelSprint[];
  predictions: Prediction[];
  weights: WeightsSection;
  judges: PanelSection;
  reviewers: PanelSection;
}

/** Each entry's outcomes at H (insights.md 'Outcomes'). */
export function entryOutcomes(
  input: Pick<InsightsInput, 'sprints' | 'entries' | 'milestones'>,
  options: Pick<InsightsOptions, 'horizon' | 'verifiedOnly' | 'now'>,
): EntryOutcome[] {
  const today = options.now.toISOString().slice(0, 10);
  const ends = new Map(input.sprints.map((sprint) => [sprint.eventId, sprint.endDate]));
  const byVenture = new Map<string, EntryInsightFact[]>();
  for (const entry of input.entries) {
    const list = byVenture.get(entry.ventureId);
    if (list) list.push(entry);
    else byVenture.set(entry.ventureId, [entry]);
  }
  return input.entries.flatMap((entry) => {
    const endDate = ends.get(entry.eventId);
    if (endDate === undefined) return [];
    const horizonDate = horizonOf({ endDate }, options.horizon);
    const known = horizonDate <= today;
    const milestones = (input.milestones.get(entry.ventureId) ?? []).filter(
      (milestone) => (!options.verifiedOnly || milestone.verified) && milestone.occurredOn <= horizonDate,
    );
    const returned = (byVenture.get(entry.ventureId) ?? []).some((later) => {
      const laterEnd = ends.get(later.eventId);
      return laterEnd !== undefined && laterEnd > endDate && later.submittedOn <= horizonDate;
    });
    return [
      {
        entryId: entry.entryId,
        horizonDate,
        known,
        designPartner: milestones.some((milestone) => shows('design_partner', milestone)),
        pilot: milestones.some((milestone) => shows('pilot', milestone)),
        funding: milestones.some((milestone) => shows('funding', milestone)),
        returned,
        stopped: milestones.some((milestone) => milestone.type === 'stopped'),
      },
    ];
  });
}

/** Whether the entry reached the predicted outcome (only asked of known outcomes). */
export function reachedOutcome(outcome: EntryOutcome, kind: PredictedOutcome): boolean {
  switch (kind) {
    case 'any_traction':
      return outcome.designPartner || outcome.pilot || outcome.funding;
    case 'design_partner':
      return outcome.designPartner;
    case 'pilot':
      return outcome.pilot;
    case 'funding':
      return outcome.funding;
    case 'returned':
      return outcome.returned;
  }
}

/** The cohort funnel per sprint, oldest first (insights.md section 1). */
export function cohortFunnel(
  sprints: readonly SprintInsightFact[],
  entries: readonly EntryInsightFact[],
  outcomes: readonly EntryOutcome[],
  horizon: OutcomeDays,
  now: Date,
): FunnelSprint[] {
  const today = now.toISOString().slice(0, 10);
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.entryId, outcome]));
  const ordered = [...sprints].sort((a, b) => a.endDate.localeCompare(b.endDate) || a.eventId.localeCompare(b.eventId));
  return ordered.map((sprint) => {
    const horizonDate = horizonOf(sprint, horizon);
    const tooEarly = horizonDate > today;
    const own = entries.filter((entry) => entry.eventId === sprint.eventId);
    const reached = (test: (outcome: EntryOutcome) => boolean) =>
      tooEarly ? null : own.filter((entry) => test(outcomeOf.get(entry.entryId)!)).length;
    const counts: Record<FunnelStage, number | null> = {
      applied: sprint.applied,
      approved: sprint.approved,
      submitted: own.length,
      placed: own.filter((entry) => entry.place !== null).length,
      returned: reached((outcome) => outcome.returned),
      design_partner: reached((outcome) => outcome.designPartner),
      pilot: reached((outcome) => outcome.pilot),
      funded: reached((outcome) => outcome.funding),
    };
    const steps = FUNNEL_STAGES.map((stage, index): FunnelStep => {
      const count = counts[stage];
      const base = index === 0 ? null : counts[FUNNEL_STAGES[index - 1]];
      // Outcome stages are each a share of the submitted entries, not a strict sub-funnel of the stage before.
      const of = OUTCOME_STAGES.includes(stage) ? counts.submitted : base;
      return { stage, count, rate: count === null || of === null || of === 0 ? null : count / of };
    });
    return {
      eventId: sprint.eventId,
      title: sprint.title,
      endDate: sprint.endDate,
      horizonDate,
      tooEarly,
      steps,
      stopped: reached((outcome) => outcome.stopped),
    };
  });
}

function interval(found: BootstrapInterval | null): Interval | null {
  return found === null ? null : { low: found.low, high: found.high };
}

/** The labels as the latest sprint spells them, and each key's weight there. */
function latestCriteria(sprints: readonly SprintInsightFact[]): Map<string, { label: string; weight: number }> {
  const latest = new Map<string, { label: string; weight: number }>();
  const ordered = [...sprints].sort((a, b) => a.endDate.localeCompare(b.endDate));
  for (const sprint of ordered)
    for (const criterion of sprint.criteria) latest.set(criterionKey(criterion.label), criterion);
  return latest;
}

/**
 * AUC with its 90% interval for each criterion and the overall score (insights.md section 2), over
 * the entries with a known outcome. One bootstrap for all of them (the same resamples), stratified
 * by the outcome.
 */
export function predictions(
  sprints: readonly SprintInsightFact[],
  entries: readonly EntryInsightFact[],
  outcomes: readonly EntryOutcome[],
  kind: PredictedOutcome,
): Prediction[] {
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.entryId, outcome]));
  const known = entries.filter((entry) => outcomeOf.get(entry.entryId)?.known);
  const reached = known.map((entry) => reachedOutcome(outcomeOf.get(entry.entryId)!, kind));
  const labels = latestCriteria(sprints);
  const keys = [...new Set(entries.flatMap((entry) => [...entry.criterionAverages.keys()]))].sort();

  const columns = [
    ...keys.map((key) => ({
      key,
      label: labels.get(key)?.label ?? key,
      kind: 'criterion' as const,
      scores: known.map((entry) => entry.criterionAverages.get(key) ?? null),
    })),
    { key: 'overall', label: 'Overall score', kind: 'overall' as const, scores: known.map((entry) => entry.score) },
  ];
  const figures = columns.map((column) => {
    const scored = column.scores.flatMap((score, i) => (score === null ? [] : [reached[i]]));
    return { ...column, n: scored.length, positives: scored.filter(Boolean).length };
  });
  const enough = figures.filter((figure) => figure.n >= MIN_KNOWN_OUTCOMES);
  const prepared = enough.map((figure) => prepareAuc(figure.scores, reached));
  const intervals = percentileBootstrap(
    prepared.map((p) => (counts: Uint32Array) => p.aucOf(counts)),
    { size: known.length, seed: INSIGHTS_SEED, strata: reached },
  );
  return figures.map((figure) => {
    const index = enough.indexOf(figure);
    const result = figureOrTooFew(figure.n, () => ({
      auc: auc(figure.scores, reached),
      interval: interval(intervals[index]),
    }));
    return {
      key: figure.key,
      label: figure.label,
      kind: figure.kind,
      n: figure.n,
      positives: figure.positives,
      auc: result.enough ? result.figure.auc : null,
      interval: result.enough && result.figure.auc !== null ? result.figure.interval : null,
      tooFew: result.enough ? null : result.text,
    };
  });
}

/**
 * Suggested weights (insights.md section 3): the criteria with at least 20 known outcomes, over the
 * entries that have every one of them scored.
 */
export function suggestedWeights(
  sprints: readonly SprintInsightFact[],
  entries: readonly EntryInsightFact[],
  outcomes: readonly EntryOutcome[],
  kind: PredictedOutcome,
  predicted: readonly Prediction[],
): WeightsSection {
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.entryId, outcome]));
  const labels = latestCriteria(sprints);
  const keys = predicted
    .filter((prediction) => prediction.kind === 'criterion' && prediction.tooFew === null && labels.has(prediction.key))
    .map((prediction) => prediction.key);
  const rowsOf = entries.filter(
    (entry) => outcomeOf.get(entry.entryId)?.known && keys.every((key) => entry.criterionAverages.has(key)),
  );
  const n = keys.length === 0 ? 0 : rowsOf.length;
  const empty: WeightsSection = {
    n,
    tooFew: null,
    rows: [],
    currentAuc: null,
    suggestedCvAuc: null,
    lambda: null,
    note: null,
  };
  if (n < MIN_KNOWN_OUTCOMES) return { ...empty, tooFew: tooFewText(n) };

  const rows = rowsOf.map((entry) => keys.map((key) => entry.criterionAverages.get(key)!));
  const reached = rowsOf.map((entry) => reachedOutcome(outcomeOf.get(entry.entryId)!, kind));
  const current = keys.map((key) => labels.get(key)!.weight);
  const currentSum = current.reduce((sum, weight) => sum + weight, 0);
  const currentTotals = rows.map((row) => row.reduce((sum, score, i) => sum + score * current[i], 0) / currentSum);
  const fitted = suggestWeights({ features: keys, rows, outcomes: reached, seed: INSIGHTS_SEED });
  const currentAuc = auc(currentTotals, reached);
  if (fitted === null) {
    return {
      ...empty,
      currentAuc,
      note: 'Every entry, or all but one, had the same outcome: no weights to suggest.',
    };
  }
  const suggested = fitted.weights;
  return {
    n,
    tooFew: null,
    rows:
      suggested === null
        ? []
        : keys.map((key, i) => ({
            key,
            label: labels.get(key)!.label,
            currentWeight: current[i],
            currentRelative: current[i] / currentSum,
            suggestedRelative: suggested[i],
            suggestedWeight: Math.min(100, Math.max(1, Math.round(suggested[i] * 100))),
          })),
    currentAuc,
    suggestedCvAuc: fitted.cvAuc,
    lambda: fitted.lambda,
    note: fitted.note,
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Judges or reviewers (insights.md section 4): per person, the AUC of their raw totals over the
 * items they scored whose entry's outcome is known, shrunk toward the panel's AUC (the normalised
 * score's over every known item), and their leniency.
 */
export function panelFigures(
  facts: PanelFacts,
  outcomes: readonly EntryOutcome[],
  kind: PredictedOutcome,
): PanelSection {
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.entryId, outcome]));
  const reachedOf = (itemId: string): boolean | null => {
    const entryId = facts.entryOf.get(itemId);
    const outcome = entryId === undefined ? undefined : outcomeOf.get(entryId);
    return outcome?.known ? reachedOutcome(outcome, kind) : null;
  };
  const items = [...new Set(facts.scores.map((score) => score.itemId))].sort();
  const knownItems = items.filter((itemId) => reachedOf(itemId) !== null && facts.panelScore.has(itemId));
  const panelReached = knownItems.map((itemId) => reachedOf(itemId)!);
  const panelResult = figureOrTooFew(knownItems.length, () =>
    auc(
      knownItems.map((itemId) => facts.panelScore.get(itemId)!),
      panelReached,
    ),
  );
  const panelAuc = panelResult.enough ? panelResult.figure : null;
  const panel: Prediction = {
    key: 'panel',
    label: 'Panel',
    kind: 'overall',
    n: knownItems.length,
    positives: panelReached.filter(Boolean).length,
    auc: panelAuc,
    interval: null,
    tooFew: panelResult.enough ? null : panelResult.text,
  };

  const totalsOfEvent = new Map<string, number[]>();
  for (const score of facts.scores) {
    const list = totalsOfEvent.get(score.eventId);
    if (list) list.push(score.total);
    else totalsOfEvent.set(score.eventId, [score.total]);
  }
  const byPerson = new Map<string, PanelScore[]>();
  for (const score of facts.scores) {
    const list = byPerson.get(score.personId);
    if (list) list.push(score);
    else byPerson.set(score.personId, [score]);
  }
  const people = [...byPerson].map(([personId, scores]): PersonFigure => {
    const events = [...new Set(scores.map((score) => score.eventId))];
    const panelMean = mean(events.flatMap((eventId) => totalsOfEvent.get(eventId)!));
    const known = scores.filter((score) => reachedOf(score.itemId) !== null);
    const own = auc(
      known.map((score) => score.total),
      known.map((score) => reachedOf(score.itemId)!),
    );
    return {
      personId,
      scored: scores.length,
      n: known.length,
      auc: own,
      shrunkAuc: panelAuc === null ? null : shrinkTowardPanel(own, known.length, panelAuc),
      leniency: mean(scores.map((score) => score.total)) - panelMean,
    };
  });
  people.sort((a, b) => b.n - a.n || a.personId.localeCompare(b.personId));
  return { panel, people };
}

/** Sections 1-4 of the screen (5 is follow-ups', 6 the programme figures'). */
export function assembleInsights(input: InsightsInput, options: InsightsOptions): InsightsAssembly {
  const outcomes = entryOutcomes(input, options);
  const predicted = predictions(input.sprints, input.entries, outcomes, options.outcome);
  return {
    outcomes,
    funnel: cohortFunnel(input.sprints, input.entries, outcomes, options.horizon, options.now),
    predictions: predicted,
    weights: suggestedWeights(input.sprints, input.entries, outcomes, options.outcome, predicted),
    judges: panelFigures(input.judges, outcomes, options.outcome),
    reviewers: panelFigures(input.reviewers, outcomes, options.outcome),
  };
}
