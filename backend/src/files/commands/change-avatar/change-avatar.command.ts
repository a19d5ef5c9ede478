import { Command } from '@nestjs/cqrs';

/** The signed-in user sets their avatar to a staged avatar upload of theirs, or removes it (null). */
export class ChangeAvatarCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly fileId: string | null,
  ) {
    super();
  }
}
