import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ApplicationForm } from '../../application-form.js';
import { QuestionRepository } from '../../question.repository.js';
import { QuestionEdited } from '../../questions.events.js';
import { EditQuestionCommand } from './edit-question.command.js';

/** Answers keep pointing at the question they answered: after the first application, a 409. */
@CommandHandler(EditQuestionCommand)
export class EditQuestionHandler implements ICommandHandler<EditQuestionCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly form: ApplicationForm,
    private readonly questions: QuestionRepository,
  ) {}

  async execute({ actorId, eventId, questionId, question }: EditQuestionCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const settings = ApplicationForm.settings(question);
      const form = await this.form.openForChange(eventId);
      ApplicationForm.question(form, questionId);
      ApplicationForm.unlessLocked(form);
      await this.questions.update(questionId, settings);
      tx.record(new QuestionEdited(eventId, { questionId, ...settings }));
    });
  }
}
