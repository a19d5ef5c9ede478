import { describe, expect, it } from '@jest/globals';

import { type TurnedAway, turnedAwayGroupText, turnedAwayNumbers, turnedAwayRangeRows } from './turned-away';

const rates = (
  values: Partial<Record<'design_partner' | 'pilot' | 'funding' | 'stopped', [number, number | null]>>,
): TurnedAway['groups'][number]['rates'] =>
  (['design_partner', 'pilot', 'funding', 'stopped'] as const).map((outcome) => {
    const [count, rate] = values[outcome] ?? [0, 0];
    return {
      outcome,
      count,
      rate,
      interval: rate === null ? null : { low: rate / 2, high: rate * 1.5 },
    };
  });

const SECTION: TurnedAway = {
  question: 'May we ask you in 6 months how your idea went?',
  caveat: 'Selection differs between these groups: this is not the effect of the programme.',
  definition: 'A rate is the share of answered surveys.',
  tooFew: null,
  groups: [
    {
      decision: 'approved',
      label: 'Approved',
      asked: 30,
      answered: 24,
      rates: rates({ design_partner: [12, 0.5], pilot: [6, 0.25] }),
      tooFew: null,
    },
    {
      decision: 'waitlisted',
      label: 'Waitlisted',
      asked: 4,
      answered: 3,
      rates: rates({ design_partner: [1, null], pilot: [0, null], funding: [0, null], stopped: [1, null] }),
      tooFew: 'Too few answered surveys to tell (n = 3).',
    },
    {
      decision: 'rejected',
      label: 'Rejected',
      asked: 25,
      answered: 20,
      rates: rates({ design_partner: [3, 0.15] }),
      tooFew: null,
    },
  ],
};

describe('turned away (insights section 5)', () => {
  it('draws each rate with its interval as a range, grouped by outcome, leaving out groups with too few answers', () => {
    const rows = turnedAwayRangeRows(SECTION);
    expect(rows.slice(0, 2)).toEqual([
      {
        key: 'design_partner-approved',
        name: 'Design partner or LOI: Approved (n = 24)',
        value: 0.5,
        range: [0.25, 0.75],
        emphasis: false,
      },
      {
        key: 'design_partner-rejected',
        name: 'Design partner or LOI: Rejected (n = 20)',
        value: 0.15,
        range: [0.075, 0.15 * 1.5],
        emphasis: true,
      },
    ]);
    expect(rows).toHaveLength(8);
    expect(rows.some((row) => row.name.includes('Waitlisted'))).toBe(false);
  });

  it('tables every group with its counts, and the rates in percent only where there are enough answers', () => {
    const numbers = turnedAwayNumbers(SECTION);
    expect(numbers.columns).toEqual([
      'Group',
      'Surveys sent',
      'Answered',
      'Outcome',
      'Count',
      'Rate (%)',
      '90% low (%)',
      '90% high (%)',
      'Note',
    ]);
    expect(numbers.rows[0]).toEqual(['Approved', 30, 24, 'Design partner or LOI', 12, 50, 25, 75, null]);
    expect(numbers.rows).toContainEqual([
      'Waitlisted',
      4,
      3,
      'Stopped',
      1,
      null,
      null,
      null,
      'Too few answered surveys to tell (n = 3).',
    ]);
    expect(numbers.rows).toHaveLength(12);
  });

  it('says per group how many answered, and why a group has no rates', () => {
    expect(turnedAwayGroupText(SECTION.groups[0])).toBe('Approved: 24 of 30 surveys answered.');
    expect(turnedAwayGroupText(SECTION.groups[1])).toBe(
      'Waitlisted: 3 of 4 surveys answered. Too few answered surveys to tell (n = 3).',
    );
  });
});
