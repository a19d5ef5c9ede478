import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EventDeleted } from '../../../events/event.events.js';
import { EventCommitted } from '../../../transactions/command-transaction.js';
import { RefreshProjectStatusesCommand } from './refresh-project-statuses.command.js';

/**
 * A deleted event takes its links, submissions and winners with it (foreign keys cascade): once
 * that has committed, the projects that were linked or submitted to it get their stored status
 * back in line, in a transaction of their own. Reads do not wait for it: they derive the status
 * from the same facts (see project-status.ts).
 */
@EventsHandler(EventCommitted)
export class RefreshStatusesOnEventDeleted implements IEventHandler<EventCommitted> {
  private readonly logger = new Logger(RefreshStatusesOnEventDeleted.name);

  constructor(private readonly commands: CommandBus) {}

  handle({ event }: EventCommitted): void {
    if (event.type !== EventDeleted.TYPE) return;
    this.commands.execute(new RefreshProjectStatusesCommand()).catch((error: unknown) => {
      this.logger.error(
        `Project statuses not refreshed after event ${event.streamId} was deleted: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}
