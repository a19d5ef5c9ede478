import { Command } from '@nestjs/cqrs';
import type { JudgingScheduleDto } from '../../judging-views.dto.js';

/**
 * Staff set the close date judges are reminded of (issue 30), or clear it with null. A date in the
 * past is a 400 naming `closesAt`. Judging does not close by itself at that date.
 */
export class SetJudgingCloseDateCommand extends Command<JudgingScheduleDto> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly closesAt: Date | null,
  ) {
    super();
  }
}
