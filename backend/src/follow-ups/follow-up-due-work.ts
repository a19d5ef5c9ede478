import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DueWorkSource } from '../notifications/schedule/due-work-sources.js';
import { AskDueFollowUpsCommand } from './commands/ask-due-follow-ups/ask-due-follow-ups.command.js';

/** Follow-ups per transaction: one email each, so a batch stays short. */
const BATCH_SIZE = 500;

/** The follow-up surveys' source of due work, registered with the one scheduler (DueWorkTick). */
@Injectable()
export class FollowUpDueWork implements DueWorkSource {
  readonly name = 'follow_up.surveys';

  constructor(private readonly commands: CommandBus) {}

  /** Batch after batch until none is due; answers how many follow-ups were asked or reminded. */
  async run(now: Date): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.commands.execute(new AskDueFollowUpsCommand(now, BATCH_SIZE));
      handled += batch;
      if (batch === 0) return handled;
    }
  }
}
