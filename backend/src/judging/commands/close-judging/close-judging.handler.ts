import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';
import { JudgingPhaseChange } from '../change-judging-phase/judging-phase-change.js';
import { CloseJudgingCommand } from './close-judging.command.js';

@CommandHandler(CloseJudgingCommand)
export class CloseJudgingHandler implements ICommandHandler<CloseJudgingCommand> {
  constructor(private readonly phases: JudgingPhaseChange) {}

  execute({ actorId, eventId, expectedVersion }: CloseJudgingCommand): Promise<JudgingPhaseDto> {
    return this.phases.run(actorId, eventId, 'close', expectedVersion);
  }
}
