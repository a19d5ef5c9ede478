import { Command } from '@nestjs/cqrs';

/** 'Request to Join' with a short message to the owner; the request's id. */
export class RequestToJoinTeamCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly message: string,
  ) {
    super();
  }
}
