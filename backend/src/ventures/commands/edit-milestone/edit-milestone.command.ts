import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { MilestoneRecord } from '../../venture.events.js';

export class EditMilestoneCommand extends Command<void> {
  constructor(
    readonly user: AuthUser,
    readonly ventureId: string,
    readonly milestoneId: string,
    readonly milestone: MilestoneRecord,
  ) {
    super();
  }
}
