import { Command } from '@nestjs/cqrs';
import type { StaffStatus } from '../../application.events.js';

export class ChangeApplicationStatusCommand extends Command<number> {
  constructor(
    readonly actorId: string,
    readonly applicationId: string,
    /** Never 'withdrawn': only the applicant's decline or a missed deadline withdraws an application. */
    readonly status: StaffStatus,
    /** The version the reviewer saw; a stale one is a 409, never a silent overwrite. */
    readonly expectedVersion: number,
  ) {
    super();
  }
}
