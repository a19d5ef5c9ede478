import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EventCommitted } from '../../../transactions/command-transaction.js';
import { FileRepository } from '../../file.repository.js';
import { FileDeleted } from '../../files.events.js';
import { UploadPipeline } from '../../upload-pipeline.js';

/**
 * Once a FileDeleted event has committed (never before: a rolled-back replacement loses no file),
 * the file's stored objects are deleted. If the process dies first, the objects stay with a
 * 'deleted' row naming them.
 */
@EventsHandler(EventCommitted)
export class DeleteStoredObjectsOnFileDeleted implements IEventHandler<EventCommitted> {
  private readonly logger = new Logger(DeleteStoredObjectsOnFileDeleted.name);

  constructor(
    private readonly files: FileRepository,
    private readonly pipeline: UploadPipeline,
  ) {}

  handle({ event }: EventCommitted): void {
    if (event.type !== FileDeleted.TYPE) return;
    this.files
      .storageKeys(event.streamId)
      .then((keys) => this.pipeline.discard(keys))
      .catch((error: unknown) => {
        this.logger.error(
          `Stored objects of file ${event.streamId} not deleted: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
  }
}
