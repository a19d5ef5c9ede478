import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { CheckinAnswer } from '../../checkin-answer.js';

/** A member answers a check-in; answers the milestone ids it recorded. */
export class AnswerCheckinCommand extends Command<string[]> {
  constructor(
    readonly user: AuthUser,
    readonly ventureId: string,
    readonly checkinId: string,
    readonly answer: CheckinAnswer,
  ) {
    super();
  }
}
