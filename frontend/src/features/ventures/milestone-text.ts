import type { Milestone, MilestoneType } from './api/get-venture';
import { FUNDING_SOURCE_LABELS, PILOT_STATE_LABELS } from '@/components/checkin-questions/checkin-labels';

import { formatMoney } from './money';

export const MILESTONE_TYPE_LABELS: Record<MilestoneType, string> = {
  customer_interviews: 'Customer interviews',
  design_partner: 'Design partner',
  letter_of_intent: 'Letter of intent',
  pilot: 'Pilot',
  revenue: 'Revenue',
  funding: 'Funding',
  team_change: 'Team change',
  pivot: 'Pivot',
  stopped: 'Stopped',
};

// Pilot states and funding sources are the check-in's questions too (components/checkin-questions).
export { FUNDING_SOURCE_LABELS, PILOT_STATE_LABELS };

type Figures = Record<string, unknown>;

function text(figures: Figures, key: string): string {
  const value = figures[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** One line of a milestone's figures, e.g. '12 interviews', 'Acme (Running)', '€1,250.00 a month'. */
export function milestoneSummary(milestone: Pick<Milestone, 'type' | 'figures'>): string {
  const figures = milestone.figures as Figures;
  switch (milestone.type) {
    case 'customer_interviews': {
      const count = Number(figures.count ?? 0);
      return `${count} ${count === 1 ? 'interview' : 'interviews'}`;
    }
    case 'design_partner':
    case 'letter_of_intent':
      return text(figures, 'organisation');
    case 'pilot': {
      const state = text(figures, 'state') as keyof typeof PILOT_STATE_LABELS;
      return `${text(figures, 'organisation')} (${PILOT_STATE_LABELS[state] ?? state})`;
    }
    case 'revenue':
      return `${formatMoney(Number(figures.monthlyAmountMinor ?? 0), text(figures, 'currency'))} a month`;
    case 'funding': {
      const source = text(figures, 'source') as keyof typeof FUNDING_SOURCE_LABELS;
      return `${formatMoney(Number(figures.amountMinor ?? 0), text(figures, 'currency'))} (${FUNDING_SOURCE_LABELS[source] ?? source})`;
    }
    case 'team_change':
      return `${text(figures, 'person')} ${text(figures, 'change')}`;
    case 'pivot':
      return text(figures, 'change');
    case 'stopped':
      return text(figures, 'reason');
  }
}
