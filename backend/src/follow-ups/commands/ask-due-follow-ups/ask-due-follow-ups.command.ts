import { Command } from '@nestjs/cqrs';

/** One batch of the scheduler's tick: asks due follow-ups and reminds week-old ones; answers how many. */
export class AskDueFollowUpsCommand extends Command<number> {
  constructor(
    readonly now: Date,
    readonly batchSize: number,
  ) {
    super();
  }
}
