import { Command } from '@nestjs/cqrs';

/** The sweep: these staged files, if still staged and staged before `before`, are deleted. */
export class SweepStagedFilesCommand extends Command<string[]> {
  constructor(
    readonly fileIds: readonly string[],
    readonly before: Date,
  ) {
    super();
  }
}
