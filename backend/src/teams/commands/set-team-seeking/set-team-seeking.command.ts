import { Command } from '@nestjs/cqrs';

/** The participant's 'Looking for a team' switch for one event. */
export class SetTeamSeekingCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly seeking: boolean,
  ) {
    super();
  }
}
