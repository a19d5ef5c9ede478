import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { FileRepository } from '../../file.repository.js';
import { FileStaged } from '../../files.events.js';
import { type StoredUpload, UploadPipeline } from '../../upload-pipeline.js';
import { type UploadedFileDto, toUploadedFileDto } from '../../uploaded-file.response.dto.js';
import { StageUploadCommand } from './stage-upload.command.js';

/**
 * Writes the upload down first (committed on its own: a crash while storing leaves a row the sweep
 * finds), checks and stores the bytes outside any transaction (nothing waits on the upload), then in
 * one transaction records the staged file and its FileStaged event and ends the upload. A refusal
 * or a failed record deletes the stored objects and ends the upload.
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
    await this.files.beginUpload(id, ownerId, this.clock.now());
    let stored: StoredUpload;
    try {
      stored = await this.pipeline.store(id, purpose, body);
    } catch (error) {
      // Whatever a refused or failed upload left in storage goes; if that fails, the sweep retries.
      if (await this.pipeline.discardFolder(id)) await this.files.endUpload(id);
      throw error;
    }
    const file = { id, ownerId, purpose, originalName: name, ...stored };
    try {
      await this.transaction.run(ownerId, async (tx) => {
        this.files.stage(file, this.clock.now());
        await this.files.endUpload(id);
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
      if (await this.pipeline.discard([stored.storageKey, ...stored.variants.map((variant) => variant.key)])) {
        await this.files.endUpload(id);
      }
      throw error;
    }
    return toUploadedFileDto({ ...file, state: 'staged' });
  }
}
