import { Injectable } from '@nestjs/common';
import { EventCatalog } from '../../events/event-catalog.js';
import { EventNotFound } from '../../events/events.errors.js';
import { InvalidQuestion, QuestionNotFound, QuestionsLocked } from '../applications.errors.js';
import { normalisedQuestion, type QuestionDefinition, questionProblems } from './question-rules.js';
import { QuestionRepository, type QuestionRow } from './question.repository.js';
import type { QuestionSettings } from './questions.events.js';

/** What a change of the form may do: anything before the first application, only grow after it. */
export interface FormChange {
  /** True once anyone has applied: only optional questions may be added, existing ones hidden. */
  locked: boolean;
  questions: QuestionRow[];
}

/** The steps every change of an event's application form starts with, inside its command. */
@Injectable()
export class ApplicationForm {
  constructor(
    private readonly events: EventCatalog,
    private readonly questions: QuestionRepository,
  ) {}

  /** The event must exist; its form is held until the command ends (see QuestionRepository.lockForm). */
  async openForChange(eventId: string): Promise<FormChange> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    await this.questions.lockForm(eventId, 'change');
    const [locked, questions] = await Promise.all([
      this.questions.hasApplications(eventId),
      this.questions.list(eventId),
    ]);
    return { locked, questions };
  }

  /** Refuses anything but adding an optional question or hiding one once applications have arrived. */
  static unlessLocked(form: FormChange): void {
    if (form.locked) throw new QuestionsLocked();
  }

  static question(form: FormChange, questionId: string): QuestionRow {
    const question = form.questions.find((candidate) => candidate.id === questionId);
    if (!question) throw new QuestionNotFound();
    return question;
  }

  /** The settings as kept, or a 400 naming what does not fit. */
  static settings(input: QuestionDefinition): QuestionSettings {
    const question = normalisedQuestion(input);
    const problems = questionProblems(question);
    if (problems.length > 0) throw new InvalidQuestion(problems);
    return { ...question, options: [...question.options] };
  }
}
