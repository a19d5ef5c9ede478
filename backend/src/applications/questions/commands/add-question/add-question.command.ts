import { Command } from '@nestjs/cqrs';
import type { QuestionDefinition } from '../../question-rules.js';

/** Adds a question at the end of an event's application form; answers its id. */
export class AddQuestionCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly question: QuestionDefinition,
  ) {
    super();
  }
}
