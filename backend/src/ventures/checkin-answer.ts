import type { CheckinAnswer } from '../common/checkin-questions/checkin-questions.js';
import type { MilestoneRecord } from './venture.events.js';

export {
  CONTINUING_ANSWERS,
  type CheckinAnswer,
  type ContinuingAnswer,
} from '../common/checkin-questions/checkin-questions.js';

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
