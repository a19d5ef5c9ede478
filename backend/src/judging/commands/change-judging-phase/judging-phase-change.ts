import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import type { TransactionScope } from '../../../transactions/transaction-scope.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgingChanged, PhaseChangeNotAllowed } from '../../judging.errors.js';
import {
  JudgingClosed,
  JudgingOpened,
  JudgingReopened,
  ResultsPublished,
  ResultsWithdrawn,
} from '../../judging.events.js';
import { type PhaseChange, phaseAfter } from '../../judging-rules.js';
import type { EventFacts } from '../../../events/event-catalog.js';
import { JudgingFacts } from '../../judging-facts.js';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';

const EVENTS = {
  open: JudgingOpened,
  close: JudgingClosed,
  reopen: JudgingReopened,
  publish: ResultsPublished,
  withdraw: ResultsWithdrawn,
} as const;

/** What Open, Close and Reopen Judging share: the allowed transitions and the 409 on a stale version. */
@Injectable()
export class JudgingPhaseChange {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly judging: EventJudgingRepository,
    private readonly clock: Clock,
  ) {}

  /** `then` runs in the same transaction after the change (Publish Results' emails). */
  run(
    actorId: string,
    eventId: string,
    change: PhaseChange,
    expectedVersion: number,
    then?: (tx: TransactionScope, event: EventFacts) => Promise<void>,
  ): Promise<JudgingPhaseDto> {
    return this.transaction.run(actorId, async (tx) => {
      const event = await this.facts.event(eventId);
      const current = await this.judging.lockForChange(eventId);
      if (current.version !== expectedVersion) throw new JudgingChanged();
      const to = phaseAfter(current.phase, change);
      if (to === undefined) throw new PhaseChangeNotAllowed(current.phase, change);
      const version = await this.judging.setPhase(eventId, to, this.clock.now());
      tx.record(new EVENTS[change](eventId, { from: current.phase, to }));
      await then?.(tx, event);
      return { eventId, phase: to, version };
    });
  }
}
