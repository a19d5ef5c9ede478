import { Command } from '@nestjs/cqrs';

/** The applicant gives their spot up; answers the application's version. */
export class DeclineSpotCommand extends Command<number> {
  constructor(
    readonly actorId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}
