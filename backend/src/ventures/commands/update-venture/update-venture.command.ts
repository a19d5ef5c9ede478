import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { VentureChanges } from '../../venture.repository.js';

export class UpdateVentureCommand extends Command<void> {
  constructor(
    readonly user: AuthUser,
    readonly ventureId: string,
    readonly changes: VentureChanges,
  ) {
    super();
  }
}
