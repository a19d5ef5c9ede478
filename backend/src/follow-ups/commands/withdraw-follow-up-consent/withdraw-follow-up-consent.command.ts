import { Command } from '@nestjs/cqrs';

/** The applicant no longer wants to be asked how their idea went. */
export class WithdrawFollowUpConsentCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}
