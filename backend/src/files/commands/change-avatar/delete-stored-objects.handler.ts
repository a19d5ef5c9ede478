import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { EventCommitted } from '../../../transactions/command-transaction.js';
import { FileRepository } from '../../file.repository.js';
import { FileDeleted } from '../../files.events.js';
import { UploadPipeline } from '../../upload-pipeline.js';

/**
 * Once a FileDeleted event has committed (never before: a rolled-back replacement loses no file),
 * the file's stored objects are deleted and the row says so. If the process dies first, the row
 * still names them, and the sweep (StagedFileSweep) retries.
 */
@EventsHandler(EventCommitted)
export class DeleteStoredObjectsOnFileDeleted implements IEventHandler<EventCommitted> {
  private readonly logger = new Logger(DeleteStoredObjectsOnFileDeleted.name);

  constructor(
    private readonly files: FileRepository,
    private readonly pipeline: UploadPipeline,
    private readonly clock: Clock,
  ) {}

  handle({ event }: EventCommitted): void {
    if (event.type !== FileDeleted.TYPE) return;
    this.files
      .storageKeys(event.streamId)
      .then(async (keys) => {
        if (await this.pipeline.discard(keys)) await this.files.objectsRemoved([event.streamId], this.clock.now());
      })
      .catch((error: unknown) => {
        this.logger.error(
          `Stored objects of file ${event.streamId} not deleted: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
  }
}
