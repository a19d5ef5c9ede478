import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';

/** The project's owner moves its entry to another of their ventures. */
export class RelinkEntryCommand extends Command<void> {
  constructor(
    readonly user: AuthUser,
    readonly submissionId: string,
    readonly ventureId: string,
  ) {
    super();
  }
}
