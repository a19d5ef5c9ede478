import { Command } from '@nestjs/cqrs';

/** The applicant's 'I'll be there'; answers the application's version. */
export class ConfirmSpotCommand extends Command<number> {
  constructor(
    readonly actorId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}
