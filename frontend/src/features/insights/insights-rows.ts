import type { ChartNumbers } from '@/components/chart-card/chart-card';

import type {
  FunnelSprint,
  InsightFigure,
  Insights,
  PanelSection,
  Prediction,
  WeightsSection,
} from './api/get-insights';

// The response's sections as chart rows and table numbers: pure, so each is checked on worked examples.

export const FUNNEL_STAGE_LABELS: Record<FunnelSprint['steps'][number]['stage'], string> = {
  applied: 'Applied',
  approved: 'Approved',
  submitted: 'Submitted',
  placed: 'Placed',
  returned: 'Returned',
  design_partner: 'Design partner',
  pilot: 'Pilot',
  funded: 'Funded',
};

export const FUNNEL_STAGES = Object.keys(FUNNEL_STAGE_LABELS) as FunnelSprint['steps'][number]['stage'][];

export const OUTCOME_KIND_LABELS: Record<Insights['programme']['outcomes'][number]['kind'], string> = {
  design_partner: 'Design partner or LOI',
  pilot: 'Pilot',
  funding: 'Funding',
};

/** 0.4237 -> '42%'; nothing -> '—'. */
export function percentText(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${Math.round(share * 100)}%`;
}

/** An AUC or a bound to two decimals: 0.6349 -> '0.63'. */
export function aucText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(2);
}

/** A share for a table cell, rounded to a tenth of a percent: 0.42371 -> 42.4. */
export function percentCell(share: number | null | undefined): number | null {
  return share === null || share === undefined ? null : Math.round(share * 1000) / 10;
}

function round(value: number | null, digits = 3): number | null {
  return value === null ? null : Number(value.toFixed(digits));
}

/** One group of bars per sprint, a bar per stage (unknown counts of a 'too early' sprint left out). */
export function funnelChartRows(funnel: FunnelSprint[]): Record<string, string | number | null>[] {
  return funnel.map((sprint) => ({
    sprint: sprint.tooEarly ? `${sprint.title} (too early)` : sprint.title,
    ...Object.fromEntries(sprint.steps.map((step) => [step.stage, step.count])),
  }));
}

export function funnelNumbers(funnel: FunnelSprint[]): ChartNumbers {
  return {
    columns: ['Sprint', 'Stage', 'Count', 'Rate (%)', 'Too early'],
    rows: funnel.flatMap((sprint) => [
      ...sprint.steps.map((step) => [
        sprint.title,
        FUNNEL_STAGE_LABELS[step.stage],
        step.count,
        percentCell(step.rate),
        sprint.tooEarly ? 'Yes' : 'No',
      ]),
      [sprint.title, 'Stopped', sprint.stopped, null, sprint.tooEarly ? 'Yes' : 'No'],
    ]),
  };
}

/** Each sprint's n: how many applied and how many submitted (the base of the outcome rates). */
export function funnelSampleText(sprint: FunnelSprint): string {
  const count = (stage: string) => sprint.steps.find((step) => step.stage === stage)?.count ?? 0;
  const early = sprint.tooEarly ? '; too early for outcomes' : '';
  const stopped = sprint.stopped === null ? '' : `; ${sprint.stopped} stopped`;
  return `${sprint.title}: n = ${count('applied')} applied, ${count('submitted')} submitted${stopped}${early}`;
}

/** The figure of a criterion in words: '0.63 (90% interval 0.55–0.71), n = 34', or the API's 'Too few…' text. */
export function predictionText(prediction: Prediction): string {
  if (prediction.tooFew !== null) return prediction.tooFew;
  const interval = prediction.interval
    ? ` (90% interval ${aucText(prediction.interval.low)}–${aucText(prediction.interval.high)})`
    : '';
  return `${aucText(prediction.auc)}${interval}, n = ${prediction.n}`;
}

/** A figure with its 90% interval, drawn as a range bar with a mark at the figure (an AUC or a share). */
export interface IntervalRow {
  key: string;
  /** The axis label, with its n. */
  name: string;
  value: number;
  /** The 90% interval as a range bar: [low, high]. */
  range: [number, number];
  /** Drawn in the second colour: the overall score among the criteria. */
  emphasis: boolean;
}

/** The criteria (and the overall score) that have a figure, as range bars; the 'Too few' ones are told in words. */
export function intervalRows(criteria: Prediction[]): IntervalRow[] {
  return criteria.flatMap((prediction) => {
    if (prediction.tooFew !== null || prediction.auc === null) return [];
    const interval = prediction.interval ?? { low: prediction.auc, high: prediction.auc };
    return [
      {
        key: prediction.key,
        name: `${prediction.label} (n = ${prediction.n})`,
        value: prediction.auc,
        range: [interval.low, interval.high],
        emphasis: prediction.kind === 'overall',
      },
    ];
  });
}

export function criteriaNumbers(criteria: Prediction[]): ChartNumbers {
  return {
    columns: ['Score', 'n', 'Reached the outcome', 'AUC', '90% low', '90% high', 'Note'],
    rows: criteria.map((prediction) => [
      prediction.label,
      prediction.n,
      prediction.positives,
      round(prediction.auc),
      round(prediction.interval?.low ?? null),
      round(prediction.interval?.high ?? null),
      prediction.tooFew,
    ]),
  };
}

export interface WeightChartRow {
  name: string;
  current: number;
  suggested: number;
}

/** Current and suggested relative weights in percent, one pair of bars per criterion. */
export function weightChartRows(weights: WeightsSection): WeightChartRow[] {
  return weights.rows.map((row) => ({
    name: row.label,
    current: Math.round(row.currentRelative * 1000) / 10,
    suggested: Math.round(row.suggestedRelative * 1000) / 10,
  }));
}

export function weightNumbers(weights: WeightsSection): ChartNumbers {
  return {
    columns: ['Criterion', 'Current weight', 'Current share (%)', 'Suggested share (%)', 'Suggested weight'],
    rows: weights.rows.map((row) => [
      row.label,
      row.currentWeight,
      percentCell(row.currentRelative),
      percentCell(row.suggestedRelative),
      row.suggestedWeight,
    ]),
  };
}

/** What 'Use these weights' sends: each criterion's suggested weight by its label. */
export function suggestedWeights(weights: WeightsSection): { label: string; weight: number }[] {
  return weights.rows.map((row) => ({ label: row.label, weight: row.suggestedWeight }));
}

/** The weights can be used: enough known outcomes and a fitted model. */
export function hasSuggestion(weights: WeightsSection): boolean {
  return weights.tooFew === null && weights.suggestedCvAuc !== null && weights.rows.length > 0;
}

export interface PersonChartRow {
  name: string;
  /** The AUC shrunk toward the panel's. */
  shrunkAuc: number;
}

/** People with a shrunk AUC, labelled with their n. */
export function personChartRows(section: PanelSection): PersonChartRow[] {
  return section.people.flatMap((person) =>
    person.shrunkAuc === null ? [] : [{ name: `${person.name} (n = ${person.n})`, shrunkAuc: person.shrunkAuc }],
  );
}

export function personNumbers(section: PanelSection): ChartNumbers {
  return {
    columns: ['Person', 'Scored', 'n', 'AUC', 'AUC shrunk toward the panel', 'Leniency'],
    rows: [
      ['Panel', null, section.panel.n, round(section.panel.auc), round(section.panel.auc), null],
      ...section.people.map((person) => [
        person.name,
        person.scored,
        person.n,
        round(person.auc),
        round(person.shrunkAuc),
        round(person.leniency, 2),
      ]),
    ],
  };
}

export interface ProgrammeFigureRow {
  key: string;
  label: string;
  /** The share in percent (funded alumni are a count, not charted as a rate). */
  percent: number | null;
  figure: InsightFigure;
}

/** Section 6's figures: the return rate and the outcome rates (shares), then the funded alumni (a count). */
export function programmeRows(programme: Insights['programme']): ProgrammeFigureRow[] {
  return [
    {
      key: 'returnRate',
      label: 'Return rate',
      percent: percentCell(programme.returnRate.value),
      figure: programme.returnRate,
    },
    ...programme.outcomes.map((outcome) => ({
      key: outcome.kind,
      label: OUTCOME_KIND_LABELS[outcome.kind],
      percent: percentCell(outcome.figure.value),
      figure: outcome.figure,
    })),
    { key: 'fundedAlumni', label: 'Funded alumni', percent: null, figure: programme.fundedAlumni },
  ];
}

export function programmeNumbers(programme: Insights['programme']): ChartNumbers {
  return {
    columns: ['Figure', 'Value', 'Count', 'n', 'Not known yet', 'Definition'],
    rows: programmeRows(programme).map((row) => [
      row.label,
      row.key === 'fundedAlumni' ? row.figure.value : row.percent === null ? null : `${row.percent}%`,
      row.figure.count,
      row.figure.n,
      row.figure.excluded,
      row.figure.definition,
    ]),
  };
}

/** A figure in words: '42%' for a rate, the count for funded alumni, '—' when n is 0. */
export function figureValueText(row: ProgrammeFigureRow): string {
  if (row.figure.value === null) return '—';
  return row.key === 'fundedAlumni' ? String(row.figure.value) : percentText(row.figure.value);
}

export function figureSampleText(figure: InsightFigure): string {
  const excluded = figure.excluded > 0 ? `; ${figure.excluded} not known yet, left out` : '';
  return `${figure.count} of n = ${figure.n}${excluded}`;
}
