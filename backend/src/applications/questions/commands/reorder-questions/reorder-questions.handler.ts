import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { InvalidQuestion } from '../../../applications.errors.js';
import { ApplicationForm } from '../../application-form.js';
import { QuestionRepository } from '../../question.repository.js';
import { QuestionsReordered } from '../../questions.events.js';
import { ReorderQuestionsCommand } from './reorder-questions.command.js';

@CommandHandler(ReorderQuestionsCommand)
export class ReorderQuestionsHandler implements ICommandHandler<ReorderQuestionsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly form: ApplicationForm,
    private readonly questions: QuestionRepository,
  ) {}

  async execute({ actorId, eventId, questionIds }: ReorderQuestionsCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const form = await this.form.openForChange(eventId);
      const current = new Set(form.questions.map((question) => question.id));
      if (
        questionIds.length !== current.size ||
        new Set(questionIds).size !== questionIds.length ||
        questionIds.some((id) => !current.has(id))
      ) {
        throw new InvalidQuestion([{ field: 'questionIds', reason: 'Please list every question of the form once.' }]);
      }
      ApplicationForm.unlessLocked(form);
      await this.questions.setOrder(eventId, questionIds);
      tx.record(new QuestionsReordered(eventId, { questionIds: [...questionIds] }));
    });
  }
}
