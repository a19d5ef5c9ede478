import { Command } from '@nestjs/cqrs';
import type { QuestionDefinition } from '../../question-rules.js';

/** Changes one question of an event's application form (before the first application only). */
export class EditQuestionCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly questionId: string,
    readonly question: QuestionDefinition,
  ) {
    super();
  }
}
