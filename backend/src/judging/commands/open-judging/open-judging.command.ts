import { Command } from '@nestjs/cqrs';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';

/** 'Open Judging' (from not started); a stale `expectedVersion` is a 409. */
export class OpenJudgingCommand extends Command<JudgingPhaseDto> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly expectedVersion: number,
  ) {
    super();
  }
}
