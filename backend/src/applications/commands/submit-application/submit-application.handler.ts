import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ApplicationSubmitted } from '../../application.events.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ApplicantVentures } from '../../applicant-ventures.js';
import { AlreadyApplied, EventNotOpen, InvalidAnswers, NotYourVenture } from '../../applications.errors.js';
import { checkAnswers } from '../../questions/question-rules.js';
import { QuestionRepository } from '../../questions/question.repository.js';
import { toAskedQuestion } from '../../questions/question-views.js';
import { SubmitApplicationCommand } from './submit-application.command.js';

const OPEN_STATUSES: readonly string[] = ['active', 'upcoming'];

/** One application per person and event, guaranteed by a unique constraint even for concurrent submits. */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationRepository,
    private readonly events: EventCatalog,
    private readonly ventures: ApplicantVentures,
    private readonly questions: QuestionRepository,
  ) {}

  execute({
    userId,
    eventId,
    linkedinUrl,
    role,
    shortAnswer,
    ventureId,
    answers,
    followUpConsent,
  }: SubmitApplicationCommand): Promise<string> {
    return this.transaction.run(userId, async (tx) => {
      // Ventures says whether the applicant may name the venture; nothing is written otherwise.
      if (ventureId && !(await this.ventures.isMember(userId, ventureId))) throw new NotYourVenture();
      // The answers are checked against the form as it is while the application is written (a change
      // of the form waits for this command, see QuestionRepository.lockForm).
      await this.questions.lockForm(eventId, 'apply');
      const checked = checkAnswers((await this.questions.list(eventId, true)).map(toAskedQuestion), answers);
      if (checked.problems.length > 0) throw new InvalidAnswers(checked.problems);
      const id = randomUUID();
      // The open-event check and the insert in one statement; why nothing was inserted is asked only then.
      const inserted = await this.applications.insertIfOpen(this.events.openForApplications(eventId), {
        id,
        user_id: userId,
        linkedin_url: linkedinUrl,
        role,
        short_answer: shortAnswer,
        venture_id: ventureId,
        follow_up_consent: followUpConsent,
      });
      if (!inserted) {
        const event = await this.events.findById(eventId);
        throw !event || !OPEN_STATUSES.includes(event.status) ? new EventNotOpen() : new AlreadyApplied();
      }
      await this.questions.insertAnswers(id, checked.values);
      tx.record(
        new ApplicationSubmitted(id, { eventId, role, ...(ventureId ? { ventureId } : {}), followUpConsent }),
        0,
      );
      return id;
    });
  }
}
