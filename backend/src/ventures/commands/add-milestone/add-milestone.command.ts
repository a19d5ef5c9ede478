import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { MilestoneRecord } from '../../venture.events.js';

export class AddMilestoneCommand extends Command<string> {
  constructor(
    readonly user: AuthUser,
    readonly ventureId: string,
    readonly milestone: MilestoneRecord,
  ) {
    super();
  }
}
