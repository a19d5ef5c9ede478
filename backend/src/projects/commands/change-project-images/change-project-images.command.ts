import { Command } from '@nestjs/cqrs';

/** A team member sets the project's uploaded images: the full ordered list (up to 3) of staged or kept files. */
export class ChangeProjectImagesCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly images: readonly { fileId: string; alt: string }[],
  ) {
    super();
  }
}
