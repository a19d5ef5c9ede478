import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ApplicationForm } from '../../application-form.js';
import { QuestionRepository } from '../../question.repository.js';
import { QuestionAdded } from '../../questions.events.js';
import { AddQuestionCommand } from './add-question.command.js';

/** Before the first application any question; after it only an optional one (409 otherwise). */
@CommandHandler(AddQuestionCommand)
export class AddQuestionHandler implements ICommandHandler<AddQuestionCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly form: ApplicationForm,
    private readonly questions: QuestionRepository,
  ) {}

  execute({ actorId, eventId, question }: AddQuestionCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      const settings = ApplicationForm.settings(question);
      const form = await this.form.openForChange(eventId);
      if (settings.required) ApplicationForm.unlessLocked(form);
      const questionId = randomUUID();
      const position = await this.questions.nextPosition(eventId);
      await this.questions.insert(questionId, eventId, position, settings);
      tx.record(new QuestionAdded(eventId, { questionId, position, ...settings }));
      return questionId;
    });
  }
}
