import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { FileRepository } from '../../file.repository.js';
import { StagedFileSwept } from '../../files.events.js';
import { SweepStagedFilesCommand, type SweptFiles } from './sweep-staged-files.command.js';

/**
 * In one transaction: the files still staged and old enough become 'deleted', each with its event.
 * Answers them and the storage keys to delete, which the caller deletes after the commit (never before: a
 * rolled-back sweep loses no file).
 */
@CommandHandler(SweepStagedFilesCommand)
export class SweepStagedFilesHandler implements ICommandHandler<SweepStagedFilesCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly files: FileRepository,
  ) {}

  execute({ fileIds, before }: SweepStagedFilesCommand): Promise<SweptFiles> {
    return this.transaction.run(null, async (tx) => {
      const swept = await this.files.deleteStaged(fileIds, before);
      for (const file of swept) {
        tx.record(new StagedFileSwept(file.id, { purpose: file.purpose, stagedAt: file.createdAt.toISOString() }));
      }
      return {
        ids: swept.map((file) => file.id),
        keys: swept.flatMap((file) => [...new Set([file.storageKey, ...file.variants.map((variant) => variant.key)])]),
      };
    });
  }
}
