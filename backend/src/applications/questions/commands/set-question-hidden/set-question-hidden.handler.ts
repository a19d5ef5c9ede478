import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ApplicationForm } from '../../application-form.js';
import { QuestionRepository } from '../../question.repository.js';
import { QuestionHidden, QuestionShown } from '../../questions.events.js';
import { SetQuestionHiddenCommand } from './set-question-hidden.command.js';

/**
 * Hiding is allowed at any time (its answers stay with their applications); showing a hidden
 * question again only before the first application. Asking for what already holds changes nothing.
 */
@CommandHandler(SetQuestionHiddenCommand)
export class SetQuestionHiddenHandler implements ICommandHandler<SetQuestionHiddenCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly form: ApplicationForm,
    private readonly questions: QuestionRepository,
  ) {}

  async execute({ actorId, eventId, questionId, hidden }: SetQuestionHiddenCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const form = await this.form.openForChange(eventId);
      const question = ApplicationForm.question(form, questionId);
      if (question.hidden === hidden) return;
      if (!hidden) ApplicationForm.unlessLocked(form);
      await this.questions.setHidden(questionId, hidden);
      const payload = { questionId, label: question.label };
      tx.record(hidden ? new QuestionHidden(eventId, payload) : new QuestionShown(eventId, payload));
    });
  }
}
