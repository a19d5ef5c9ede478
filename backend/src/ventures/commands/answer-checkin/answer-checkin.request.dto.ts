// The check-in's body is the shared question set (also the applicants' follow-up survey).
export { AnswerCheckinDto } from '../../../common/checkin-questions/checkin-answer.dto.js';

export class AnsweredCheckinDto {
  /** The self-reported milestones the answer recorded. */
  milestoneIds!: string[];
}
