import { Injectable } from '@nestjs/common';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgingChanged, PhaseChangeNotAllowed } from '../../judging.errors.js';
import { JudgingClosed, JudgingOpened, JudgingReopened } from '../../judging.events.js';
import { type PhaseChange, phaseAfter } from '../../judging-rules.js';
import { JudgingFacts } from '../../judging-facts.js';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';

const EVENTS = { open: JudgingOpened, close: JudgingClosed, reopen: JudgingReopened } as const;

/** What Open, Close and Reopen Judging share: the allowed transitions and the 409 on a stale version. */
@Injectable()
export class JudgingPhaseChange {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly judging: EventJudgingRepository,
  ) {}

  run(actorId: string, eventId: string, change: PhaseChange, expectedVersion: number): Promise<JudgingPhaseDto> {
    return this.transaction.run(actorId, async (tx) => {
      await this.facts.event(eventId);
      const current = await this.judging.lockForChange(eventId);
      if (current.version !== expectedVersion) throw new JudgingChanged();
      const to = phaseAfter(current.phase, change);
      if (to === undefined) throw new PhaseChangeNotAllowed(current.phase, change);
      const version = await this.judging.setPhase(eventId, to);
      tx.record(new EVENTS[change](eventId, { from: current.phase, to }));
      return { eventId, phase: to, version };
    });
  }
}
