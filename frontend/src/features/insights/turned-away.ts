import type { ChartNumbers } from '@/components/chart-card/chart-card';

import type { Insights } from './api/get-insights';
import { type IntervalRow, percentCell } from './insights-rows';

// Section 5: approved, waitlisted and rejected applicants' answered follow-up surveys as outcome
// rates, each with its n and 90% interval; a group under 20 answers is told in words.

export type TurnedAway = Insights['turnedAway'];
type Group = TurnedAway['groups'][number];
type Rate = Group['rates'][number];

export const TURNED_AWAY_OUTCOME_LABELS: Record<Rate['outcome'], string> = {
  design_partner: 'Design partner or LOI',
  pilot: 'Pilot',
  funding: 'Funding',
  stopped: 'Stopped',
};

/** One range bar per outcome and group that has enough answers, grouped by outcome. */
export function turnedAwayRangeRows(section: TurnedAway): IntervalRow[] {
  const outcomes = Object.keys(TURNED_AWAY_OUTCOME_LABELS) as Rate['outcome'][];
  return outcomes.flatMap((outcome) =>
    section.groups.flatMap((group) => {
      const rate = group.rates.find((candidate) => candidate.outcome === outcome);
      if (!rate || rate.rate === null || group.tooFew !== null) return [];
      const interval = rate.interval ?? { low: rate.rate, high: rate.rate };
      return [
        {
          key: `${outcome}-${group.decision}`,
          name: `${TURNED_AWAY_OUTCOME_LABELS[outcome]}: ${group.label} (n = ${group.answered})`,
          value: rate.rate,
          range: [interval.low, interval.high] as [number, number],
          emphasis: group.decision !== 'approved',
        },
      ];
    }),
  );
}

/** The table (and CSV) of every group and outcome, counts always, rates only with enough answers. */
export function turnedAwayNumbers(section: TurnedAway): ChartNumbers {
  return {
    columns: [
      'Group',
      'Surveys sent',
      'Answered',
      'Outcome',
      'Count',
      'Rate (%)',
      '90% low (%)',
      '90% high (%)',
      'Note',
    ],
    rows: section.groups.flatMap((group) =>
      group.rates.map((rate) => [
        group.label,
        group.asked,
        group.answered,
        TURNED_AWAY_OUTCOME_LABELS[rate.outcome],
        rate.count,
        percentCell(rate.rate),
        percentCell(rate.interval?.low),
        percentCell(rate.interval?.high),
        group.tooFew,
      ]),
    ),
  };
}

/** Under the chart, per group: its answers of surveys sent, or why it has no rates. */
export function turnedAwayGroupText(group: Group): string {
  const answered = `${group.answered} of ${group.asked} surveys answered`;
  return group.tooFew === null ? `${group.label}: ${answered}.` : `${group.label}: ${answered}. ${group.tooFew}`;
}
