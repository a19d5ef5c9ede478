import { Command } from '@nestjs/cqrs';

/** 'Create Team': a project attached to the event with the caller as owner; its id. */
export class CreateTeamCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly title: string,
  ) {
    super();
  }
}
