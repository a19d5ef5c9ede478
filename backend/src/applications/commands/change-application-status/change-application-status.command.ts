import { Command } from '@nestjs/cqrs';
import type { ApplicationStatus } from '../../application.events.js';

export class ChangeApplicationStatusCommand extends Command<number> {
  constructor(
    readonly actorId: string,
    readonly applicationId: string,
    readonly status: ApplicationStatus,
    /** The version the reviewer saw; a stale one is a 409, never a silent overwrite. */
    readonly expectedVersion: number,
  ) {
    super();
  }
}
