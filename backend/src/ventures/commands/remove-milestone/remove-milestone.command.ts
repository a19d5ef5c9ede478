import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';

export class RemoveMilestoneCommand extends Command<void> {
  constructor(
    readonly user: AuthUser,
    readonly ventureId: string,
    readonly milestoneId: string,
  ) {
    super();
  }
}
