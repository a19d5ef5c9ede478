import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';
import { JudgingPhaseChange } from '../change-judging-phase/judging-phase-change.js';
import { OpenJudgingCommand } from './open-judging.command.js';

@CommandHandler(OpenJudgingCommand)
export class OpenJudgingHandler implements ICommandHandler<OpenJudgingCommand> {
  constructor(private readonly phases: JudgingPhaseChange) {}

  execute({ actorId, eventId, expectedVersion }: OpenJudgingCommand): Promise<JudgingPhaseDto> {
    return this.phases.run(actorId, eventId, 'open', expectedVersion);
  }
}
