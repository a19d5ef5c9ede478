import { Command } from '@nestjs/cqrs';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';

/** 'Withdraw Results'; a stale `expectedVersion` is a 409. */
export class WithdrawResultsCommand extends Command<JudgingPhaseDto> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly expectedVersion: number,
  ) {
    super();
  }
}
