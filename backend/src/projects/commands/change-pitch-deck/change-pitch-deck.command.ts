import { Command } from '@nestjs/cqrs';

/** A team member sets the project's pitch deck to a staged pitch_deck upload of theirs, or removes it (null). */
export class ChangePitchDeckCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly fileId: string | null,
  ) {
    super();
  }
}
