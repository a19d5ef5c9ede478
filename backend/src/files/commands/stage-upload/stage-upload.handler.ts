import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { FileRepository } from '../../file.repository.js';
import { FileStaged } from '../../files.events.js';
import { UploadPipeline } from '../../upload-pipeline.js';
import { type UploadedFileDto, toUploadedFileDto } from '../../uploaded-file.response.dto.js';
import { StageUploadCommand } from './stage-upload.command.js';

/**
 * Checks and stores the bytes first (outside any transaction: nothing waits on the upload), then in
 * one transaction records the staged file and its FileStaged event. If the record fails, the stored
 * objects are deleted; if the process dies between the two, the objects have no row (keys are under
 * files/<id>/, so a storage listing finds them).
 */
@CommandHandler(StageUploadCommand)
export class StageUploadHandler implements ICommandHandler<StageUploadCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly files: FileRepository,
    private readonly pipeline: UploadPipeline,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, purpose, name, body }: StageUploadCommand): Promise<UploadedFileDto> {
    const id = randomUUID();
    const stored = await this.pipeline.store(id, purpose, body);
    const file = { id, ownerId, purpose, originalName: name, ...stored };
    try {
      await this.transaction.run(ownerId, (tx) => {
        this.files.stage(file, this.clock.now());
        tx.record(
          new FileStaged(id, {
            purpose,
            contentType: stored.contentType,
            sizeBytes: stored.sizeBytes,
            sha256: stored.sha256,
            name,
          }),
          0,
        );
      });
    } catch (error) {
      await this.pipeline.discard([stored.storageKey, ...stored.variants.map((variant) => variant.key)]);
      throw error;
    }
    return toUploadedFileDto({ ...file, state: 'staged' });
  }
}
