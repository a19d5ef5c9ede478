import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';

/** A member leaves a venture, or staff remove someone from it. */
export class RemoveVentureMemberCommand extends Command<void> {
  constructor(
    readonly user: AuthUser,
    readonly ventureId: string,
    readonly memberId: string,
  ) {
    super();
  }
}
