import { Command } from '@nestjs/cqrs';

/** What a sweep deleted: the files it took, and their storage keys to delete after the commit. */
export interface SweptFiles {
  ids: string[];
  keys: string[];
}

/** The sweep: these staged files, if still staged and staged before `before`, are deleted. */
export class SweepStagedFilesCommand extends Command<SweptFiles> {
  constructor(
    readonly fileIds: readonly string[],
    readonly before: Date,
  ) {
    super();
  }
}
