import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DueWorkSource } from '../notifications/schedule/due-work-sources.js';
import { SweepStagedFilesCommand } from './commands/sweep-staged-files/sweep-staged-files.command.js';
import { FileRepository } from './file.repository.js';
import { UploadPipeline } from './upload-pipeline.js';

/** A staged file nothing attached within this long is swept. */
export const STAGED_FILE_LIFETIME_MS = 24 * 60 * 60_000;
/** An upload still unfinished after this long was cut off by a crash (a 20 MB upload takes seconds). */
export const ABANDONED_UPLOAD_AFTER_MS = 60 * 60_000;
/** A deleted file's objects are removed after its commit; still there this long after, the sweep retries. */
export const UNREMOVED_OBJECTS_AFTER_MS = 10 * 60_000;
const BATCH = 100;

/**
 * The sweep of files (issue 31 'No orphans'), a source of the one scheduler (DueWorkTick). Each tick:
 * - marks staged files older than 24 h deleted, in batches of 100, and deletes their stored objects
 *   after each batch commits;
 * - deletes what an upload cut off by a crash left under its folder (its row in
 *   file_uploads_in_progress, written before the first byte);
 * - retries the stored objects of deleted files not confirmed gone (a crash after the commit).
 * So a crash between any two steps leaves a row that the next ticks finish.
 */
@Injectable()
export class StagedFileSweep implements DueWorkSource {
  readonly name = 'files.staged-sweep';

  constructor(
    private readonly commands: CommandBus,
    private readonly files: FileRepository,
    private readonly pipeline: UploadPipeline,
  ) {}

  async run(now: Date): Promise<number> {
    return (
      (await this.sweepStaged(now)) + (await this.clearAbandonedUploads(now)) + (await this.retryUnremovedObjects(now))
    );
  }

  private async sweepStaged(now: Date): Promise<number> {
    const before = new Date(now.getTime() - STAGED_FILE_LIFETIME_MS);
    let swept = 0;
    for (;;) {
      const ids = await this.files.stagedBefore(before, BATCH);
      if (ids.length === 0) return swept;
      const deleted = await this.commands.execute(new SweepStagedFilesCommand(ids, before));
      if (await this.pipeline.discard(deleted.keys)) await this.files.objectsRemoved(deleted.ids, now);
      swept += deleted.ids.length;
      if (ids.length < BATCH) return swept;
    }
  }

  private async clearAbandonedUploads(now: Date): Promise<number> {
    const ids = await this.files.abandonedUploads(new Date(now.getTime() - ABANDONED_UPLOAD_AFTER_MS), BATCH);
    let cleared = 0;
    for (const id of ids) {
      if (await this.pipeline.discardFolder(id)) {
        await this.files.endUpload(id);
        cleared += 1;
      }
    }
    return cleared;
  }

  private async retryUnremovedObjects(now: Date): Promise<number> {
    const ids = await this.files.deletedWithObjects(new Date(now.getTime() - UNREMOVED_OBJECTS_AFTER_MS), BATCH);
    const removed: string[] = [];
    for (const id of ids) {
      if (await this.pipeline.discard(await this.files.storageKeys(id))) removed.push(id);
    }
    await this.files.objectsRemoved(removed, now);
    return removed.length;
  }
}
