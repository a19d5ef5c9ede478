import { Command } from '@nestjs/cqrs';
import type { GrantableRole } from './grant-role-by-email.request.dto.js';

/** The Grant Role card: by email, among admin, organizer and participant. */
export class GrantRoleByEmailCommand extends Command<{ userId: string; role: GrantableRole }> {
  constructor(
    readonly actorId: string,
    readonly email: string,
    readonly role: GrantableRole,
  ) {
    super();
  }
}
