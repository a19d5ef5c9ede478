import { describe, expect, it } from '@jest/globals';

import type { FunnelSprint, Insights, PanelSection, Prediction, WeightsSection } from './api/get-insights';
import {
  aucText,
  criteriaNumbers,
  figureSampleText,
  figureValueText,
  funnelChartRows,
  funnelNumbers,
  funnelSampleText,
  hasSuggestion,
  intervalRows,
  percentText,
  personChartRows,
  personNumbers,
  predictionText,
  programmeNumbers,
  programmeRows,
  suggestedWeights,
  weightChartRows,
} from './insights-rows';

const TOO_FEW = 'Too few ventures with a known outcome to tell (n = 12).';

const prediction = (over: Partial<Prediction>): Prediction => ({
  key: 'customer evidence',
  label: 'Customer evidence',
  kind: 'criterion',
  n: 34,
  positives: 11,
  auc: 0.6349,
  interval: { low: 0.5512, high: 0.7188 },
  tooFew: null,
  ...over,
});

const sprint = (over: Partial<FunnelSprint>): FunnelSprint => ({
  eventId: '00000000-0000-4000-8000-000000000001',
  title: 'Spring 2026',
  endDate: '2026-03-01',
  horizonDate: '2026-08-28',
  tooEarly: false,
  stopped: 3,
  steps: [
    { stage: 'applied', count: 120, rate: null },
    { stage: 'approved', count: 60, rate: 0.5 },
    { stage: 'submitted', count: 40, rate: 0.6667 },
    { stage: 'placed', count: 9, rate: 0.225 },
    { stage: 'returned', count: 8, rate: 0.2 },
    { stage: 'design_partner', count: 10, rate: 0.25 },
    { stage: 'pilot', count: 4, rate: 0.1 },
    { stage: 'funded', count: 2, rate: 0.05 },
  ],
  ...over,
});

describe('texts', () => {
  it('rounds shares to whole percents and AUCs to two decimals; nothing is a dash', () => {
    expect(percentText(0.4237)).toBe('42%');
    expect(percentText(null)).toBe('—');
    expect(aucText(0.6349)).toBe('0.63');
    expect(aucText(null)).toBe('—');
  });

  it("names a criterion's AUC with its 90% interval and n, or gives the API's 'Too few' text verbatim", () => {
    expect(predictionText(prediction({}))).toBe('0.63 (90% interval 0.55–0.72), n = 34');
    expect(predictionText(prediction({ n: 12, auc: null, interval: null, tooFew: TOO_FEW }))).toBe(TOO_FEW);
  });
});

describe('funnel', () => {
  it('draws a group of bars per sprint and marks a sprint whose horizon has not passed', () => {
    const rows = funnelChartRows([
      sprint({}),
      sprint({
        title: 'Autumn 2026',
        tooEarly: true,
        steps: [
          { stage: 'applied', count: 80, rate: null },
          { stage: 'pilot', count: null, rate: null },
        ],
      }),
    ]);
    expect(rows[0]).toMatchObject({ sprint: 'Spring 2026', applied: 120, submitted: 40, funded: 2 });
    expect(rows[1]).toEqual({ sprint: 'Autumn 2026 (too early)', applied: 80, pilot: null });
  });

  it('tables each stage with its count and rate in percent, and names each sprint n', () => {
    const numbers = funnelNumbers([sprint({})]);
    expect(numbers.columns).toEqual(['Sprint', 'Stage', 'Count', 'Rate (%)', 'Too early']);
    expect(numbers.rows[0]).toEqual(['Spring 2026', 'Applied', 120, null, 'No']);
    expect(numbers.rows[2]).toEqual(['Spring 2026', 'Submitted', 40, 66.7, 'No']);
    expect(numbers.rows[8]).toEqual(['Spring 2026', 'Stopped', 3, null, 'No']);
    expect(funnelSampleText(sprint({}))).toBe('Spring 2026: n = 120 applied, 40 submitted; 3 stopped');
    expect(funnelSampleText(sprint({ tooEarly: true, stopped: null }))).toBe(
      'Spring 2026: n = 120 applied, 40 submitted; too early for outcomes',
    );
  });
});

describe('criteria', () => {
  const overall = prediction({
    key: 'overall',
    label: 'Overall score',
    kind: 'overall',
    n: 40,
    auc: 0.7,
    interval: { low: 0.6, high: 0.8 },
  });

  it('gives each figure a range bar [low, high] labelled with its n, leaving the "Too few" ones to words', () => {
    const rows = intervalRows([
      prediction({}),
      prediction({ key: 'team', label: 'Team', tooFew: TOO_FEW, auc: null }),
      overall,
    ]);
    expect(rows).toEqual([
      {
        key: 'customer evidence',
        name: 'Customer evidence (n = 34)',
        value: 0.6349,
        range: [0.5512, 0.7188],
        emphasis: false,
      },
      { key: 'overall', name: 'Overall score (n = 40)', value: 0.7, range: [0.6, 0.8], emphasis: true },
    ]);
  });

  it('tables the interval bounds and the note as the CSV export does', () => {
    expect(
      criteriaNumbers([
        prediction({}),
        prediction({ label: 'Team', n: 12, positives: 3, auc: null, interval: null, tooFew: TOO_FEW }),
      ]),
    ).toEqual({
      columns: ['Score', 'n', 'Reached the outcome', 'AUC', '90% low', '90% high', 'Note'],
      rows: [
        ['Customer evidence', 34, 11, 0.635, 0.551, 0.719, null],
        ['Team', 12, 3, null, null, null, TOO_FEW],
      ],
    });
  });
});

describe('weights', () => {
  const weights: WeightsSection = {
    n: 80,
    tooFew: null,
    rows: [
      {
        key: 'customer evidence',
        label: 'Customer evidence',
        currentWeight: 30,
        currentRelative: 0.3,
        suggestedRelative: 0.4567,
        suggestedWeight: 46,
      },
      {
        key: 'team',
        label: 'Team',
        currentWeight: 70,
        currentRelative: 0.7,
        suggestedRelative: 0.5433,
        suggestedWeight: 54,
      },
    ],
    currentAuc: 0.61,
    suggestedCvAuc: 0.66,
    lambda: 1,
    note: null,
  };

  it('compares current and suggested shares in percent and sends the suggested whole-number weights by label', () => {
    expect(weightChartRows(weights)).toEqual([
      { name: 'Customer evidence', current: 30, suggested: 45.7 },
      { name: 'Team', current: 70, suggested: 54.3 },
    ]);
    expect(suggestedWeights(weights)).toEqual([
      { label: 'Customer evidence', weight: 46 },
      { label: 'Team', weight: 54 },
    ]);
  });

  it("offers 'Use these weights' only for a fitted model with enough known outcomes", () => {
    expect(hasSuggestion(weights)).toBe(true);
    expect(hasSuggestion({ ...weights, tooFew: TOO_FEW })).toBe(false);
    expect(hasSuggestion({ ...weights, suggestedCvAuc: null })).toBe(false);
  });
});

describe('judges and reviewers', () => {
  const section: PanelSection = {
    panel: prediction({ key: 'overall', label: 'Panel', kind: 'overall', auc: 0.62 }),
    people: [
      { userId: 'a', name: 'Ada', scored: 30, n: 20, auc: 0.7, shrunkAuc: 0.6733, leniency: 0.456 },
      { userId: 'b', name: 'Bo', scored: 5, n: 0, auc: null, shrunkAuc: null, leniency: -0.2 },
    ],
  };

  it('charts the shrunk AUC of each person with a figure, labelled with their n', () => {
    expect(personChartRows(section)).toEqual([{ name: 'Ada (n = 20)', shrunkAuc: 0.6733 }]);
  });

  it('tables the panel first, then every person', () => {
    const numbers = personNumbers(section);
    expect(numbers.rows[0]).toEqual(['Panel', null, 34, 0.62, 0.62, null]);
    expect(numbers.rows[1]).toEqual(['Ada', 30, 20, 0.7, 0.673, 0.46]);
    expect(numbers.rows[2]).toEqual(['Bo', 5, 0, null, null, -0.2]);
  });
});

describe('programme figures', () => {
  const figure = (value: number | null, count: number, n: number, excluded = 0) => ({
    value,
    count,
    n,
    excluded,
    definition: `Definition of ${count} of ${n}`,
  });
  const programme: Insights['programme'] = {
    returnRate: figure(0.25, 10, 40, 5),
    fundedAlumni: figure(3, 3, 40),
    outcomes: [{ kind: 'pilot', figure: figure(0.1, 4, 40) }],
  };

  it('puts the return rate and outcome rates as shares and the funded alumni as a count, each with its n', () => {
    const rows = programmeRows(programme);
    expect(rows.map((row) => [row.label, row.percent, figureValueText(row)])).toEqual([
      ['Return rate', 25, '25%'],
      ['Pilot', 10, '10%'],
      ['Funded alumni', null, '3'],
    ]);
    expect(figureSampleText(programme.returnRate)).toBe('10 of n = 40; 5 not known yet, left out');
    expect(programmeNumbers(programme).rows[2]).toEqual(['Funded alumni', 3, 3, 40, 0, 'Definition of 3 of 40']);
  });
});
