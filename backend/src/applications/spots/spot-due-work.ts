import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DueWorkSource } from '../../notifications/schedule/due-work-sources.js';
import { ExpireDueSpotsCommand } from './commands/expire-due-spots/expire-due-spots.command.js';

/** Spots per transaction: each is a status change with its email, so a batch stays short. */
const BATCH_SIZE = 200;

/** The spot deadlines' source of due work, registered with the one scheduler (DueWorkTick). */
@Injectable()
export class SpotDueWork implements DueWorkSource {
  readonly name = 'application.spot_deadlines';

  constructor(private readonly commands: CommandBus) {}

  /** Batch after batch until none is due; answers how many spots expired. */
  async run(now: Date): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.commands.execute(new ExpireDueSpotsCommand(now, BATCH_SIZE));
      handled += batch;
      if (batch < BATCH_SIZE) return handled;
    }
  }
}
