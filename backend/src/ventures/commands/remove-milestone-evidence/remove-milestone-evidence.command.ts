import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';

/** A member removes an evidence file from a milestone; the file is deleted after commit. */
export class RemoveMilestoneEvidenceCommand extends Command<void> {
  constructor(
    readonly user: AuthUser,
    readonly ventureId: string,
    readonly milestoneId: string,
    readonly fileId: string,
  ) {
    super();
  }
}
