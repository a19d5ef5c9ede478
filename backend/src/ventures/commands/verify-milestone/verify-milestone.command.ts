import { Command } from '@nestjs/cqrs';

/** `verified`: true to verify, false to un-verify; staff only (the controller checks the role). */
export class VerifyMilestoneCommand extends Command<void> {
  constructor(
    readonly staffId: string,
    readonly ventureId: string,
    readonly milestoneId: string,
    readonly verified: boolean,
    readonly note: string,
  ) {
    super();
  }
}
