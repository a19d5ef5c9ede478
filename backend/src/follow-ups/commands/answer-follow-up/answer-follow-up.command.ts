import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { CheckinAnswer } from '../../../common/checkin-questions/checkin-questions.js';

/** The applicant answers their follow-up survey (the check-in's questions). */
export class AnswerFollowUpCommand extends Command<void> {
  constructor(
    readonly user: AuthUser,
    readonly followUpId: string,
    readonly answer: CheckinAnswer,
  ) {
    super();
  }
}
