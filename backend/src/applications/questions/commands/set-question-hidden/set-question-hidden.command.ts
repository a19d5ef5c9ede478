import { Command } from '@nestjs/cqrs';

/** Hides a question from the application form, or shows it again (before the first application only). */
export class SetQuestionHiddenCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly questionId: string,
    readonly hidden: boolean,
  ) {
    super();
  }
}
