import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DueWorkSource } from '../../../notifications/schedule/due-work-sources.js';
import { AskDueCheckinsCommand } from './ask-due-checkins.command.js';

/**
 * Check-ins per transaction: 1,000 asks 10,000 due ones in about 30 s (200 took 67 s, bench:checkins on a
 * quiet machine); the audit chain lock is held only for the append and commit of one batch (~0.4 s).
 */
const BATCH_SIZE = 1000;

/** The check-ins' source of due work, registered with the one scheduler (DueWorkTick). */
@Injectable()
export class CheckinDueWork implements DueWorkSource {
  readonly name = 'venture.checkins';

  constructor(private readonly commands: CommandBus) {}

  /** Batch after batch until none is due; answers how many check-ins were asked or reminded. */
  async run(now: Date): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.commands.execute(new AskDueCheckinsCommand(now, BATCH_SIZE));
      handled += batch;
      if (batch === 0) return handled;
    }
  }
}
