import type { MilestoneRecord } from './venture.events.js';
import type { FundingSource, PilotState } from './venture-rules.js';

/** 'Still working on it?' */
export const CONTINUING_ANSWERS = ['continuing', 'paused', 'stopped'] as const;
export type ContinuingAnswer = (typeof CONTINUING_ANSWERS)[number];

/** A check-in answer after validation (AnswerCheckinDto). */
export interface CheckinAnswer {
  whatHappened: string;
  customerInterviews?: number;
  designPartners?: string[];
  pilots?: { organisation: string; state: PilotState }[];
  revenue?: { monthlyAmountMinor: number; currency: string };
  funding?: { amountMinor: number; currency: string; source: FundingSource };
  continuing: ContinuingAnswer;
  stoppedReason?: string;
}

/**
 * The self-reported milestones an answer records, dated `today` (yyyy-mm-dd): interviews when more
 * than none, one per design partner and pilot, revenue and funding when given, and 'stopped' with
 * its reason when the team stopped. The check-in's own text goes with each as its description.
 */
export function milestonesOfAnswer(answer: CheckinAnswer, today: string): MilestoneRecord[] {
  const record = (type: MilestoneRecord['type'], figures: MilestoneRecord['figures']): MilestoneRecord => ({
    type,
    occurredOn: today,
    figures,
    link: null,
    description: 'Reported in a check-in',
  });
  const milestones: MilestoneRecord[] = [];
  if (answer.customerInterviews) milestones.push(record('customer_interviews', { count: answer.customerInterviews }));
  for (const organisation of answer.designPartners ?? []) milestones.push(record('design_partner', { organisation }));
  for (const pilot of answer.pilots ?? []) milestones.push(record('pilot', { ...pilot }));
  if (answer.revenue) milestones.push(record('revenue', { ...answer.revenue }));
  if (answer.funding) milestones.push(record('funding', { ...answer.funding }));
  if (answer.continuing === 'stopped') {
    milestones.push(record('stopped', { reason: answer.stoppedReason?.trim() || answer.whatHappened }));
  }
  return milestones;
}
