import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DueWorkSource } from '../notifications/schedule/due-work-sources.js';
import { SweepStagedFilesCommand } from './commands/sweep-staged-files/sweep-staged-files.command.js';
import { FileRepository } from './file.repository.js';
import { UploadPipeline } from './upload-pipeline.js';

/** A staged file nothing attached within this long is swept. */
export const STAGED_FILE_LIFETIME_MS = 24 * 60 * 60_000;
const BATCH = 100;

/**
 * The sweep of staged files (issue 31 'No orphans'), a source of the one scheduler (DueWorkTick):
 * each tick marks staged files older than 24 h deleted, in batches of 100, and deletes their stored
 * objects after each batch commits. A crash between the commit and the deletion leaves objects no
 * row points at (under files/<id>/, found by listing storage).
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
    const before = new Date(now.getTime() - STAGED_FILE_LIFETIME_MS);
    let swept = 0;
    for (;;) {
      const ids = await this.files.stagedBefore(before, BATCH);
      if (ids.length === 0) return swept;
      const keys = await this.commands.execute(new SweepStagedFilesCommand(ids, before));
      await this.pipeline.discard(keys);
      swept += ids.length;
      if (ids.length < BATCH) return swept;
    }
  }
}
