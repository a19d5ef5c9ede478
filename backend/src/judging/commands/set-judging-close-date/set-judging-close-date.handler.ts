import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgingFacts } from '../../judging-facts.js';
import { JudgingCloseDateInvalid } from '../../judging.errors.js';
import { JudgingCloseDateSet } from '../../judging.events.js';
import type { JudgingScheduleDto } from '../../judging-views.dto.js';
import { SetJudgingCloseDateCommand } from './set-judging-close-date.command.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** One transaction, the judging row locked as every judging command locks it: the date and its audit event. */
@CommandHandler(SetJudgingCloseDateCommand)
export class SetJudgingCloseDateHandler implements ICommandHandler<SetJudgingCloseDateCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly judging: EventJudgingRepository,
    private readonly clock: Clock,
  ) {}

  execute({ actorId, eventId, closesAt }: SetJudgingCloseDateCommand): Promise<JudgingScheduleDto> {
    return this.transaction.run(actorId, async (tx) => {
      await this.facts.event(eventId);
      if (closesAt !== null && closesAt.getTime() <= this.clock.now().getTime()) {
        throw new JudgingCloseDateInvalid('The close date must be in the future');
      }
      const current = await this.judging.lockForChange(eventId);
      await this.judging.setCloseDate(eventId, closesAt);
      tx.record(new JudgingCloseDateSet(eventId, { closesAt: iso(closesAt), previous: iso(current.closesAt) }));
      return {
        eventId,
        phase: current.phase,
        version: current.version,
        openedAt: iso(current.openedAt),
        closesAt: iso(closesAt),
      };
    });
  }
}
