import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';
import { JudgingPhaseChange } from '../change-judging-phase/judging-phase-change.js';
import { WithdrawResultsCommand } from './withdraw-results.command.js';

/** published -> closed: the leaderboard and the teams' results are staff-only again. */
@CommandHandler(WithdrawResultsCommand)
export class WithdrawResultsHandler implements ICommandHandler<WithdrawResultsCommand> {
  constructor(private readonly phases: JudgingPhaseChange) {}

  execute({ actorId, eventId, expectedVersion }: WithdrawResultsCommand): Promise<JudgingPhaseDto> {
    return this.phases.run(actorId, eventId, 'withdraw', expectedVersion);
  }
}
