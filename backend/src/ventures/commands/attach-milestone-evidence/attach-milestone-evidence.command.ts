import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';

/** A member attaches a staged milestone_evidence upload of theirs to a milestone of the venture. */
export class AttachMilestoneEvidenceCommand extends Command<void> {
  constructor(
    readonly user: AuthUser,
    readonly ventureId: string,
    readonly milestoneId: string,
    readonly fileId: string,
  ) {
    super();
  }
}
