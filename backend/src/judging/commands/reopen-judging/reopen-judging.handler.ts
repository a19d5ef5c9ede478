import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';
import { JudgingPhaseChange } from '../change-judging-phase/judging-phase-change.js';
import { ReopenJudgingCommand } from './reopen-judging.command.js';

@CommandHandler(ReopenJudgingCommand)
export class ReopenJudgingHandler implements ICommandHandler<ReopenJudgingCommand> {
  constructor(private readonly phases: JudgingPhaseChange) {}

  execute({ actorId, eventId, expectedVersion }: ReopenJudgingCommand): Promise<JudgingPhaseDto> {
    return this.phases.run(actorId, eventId, 'reopen', expectedVersion);
  }
}
