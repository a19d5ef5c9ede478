import { Command } from '@nestjs/cqrs';

/** One batch of the scheduler's tick: withdraws approved applications whose spot fell due unanswered; answers how many. */
export class ExpireDueSpotsCommand extends Command<number> {
  constructor(
    readonly now: Date,
    readonly batchSize: number,
  ) {
    super();
  }
}
