import { DomainEvent } from '../../audit/domain-event.js';
import type { QuestionKind } from './question-rules.js';

// An event's application form is part of the event's record: its events are on the event's stream,
// read by the event's readers (staff), as the judging criteria's are.
const EVENT = 'event';

/** A question's settings as recorded (what the form asks). */
export interface QuestionSettings {
  kind: QuestionKind;
  label: string;
  helpText: string | null;
  required: boolean;
  options: string[];
  maxLength: number | null;
  min: number | null;
  max: number | null;
}

export class QuestionAdded extends DomainEvent<QuestionSettings & { questionId: string; position: number }> {
  static readonly TYPE = 'application_form.question_added';
  readonly type = QuestionAdded.TYPE;
  readonly streamType = EVENT;
}

export class QuestionEdited extends DomainEvent<QuestionSettings & { questionId: string }> {
  static readonly TYPE = 'application_form.question_edited';
  readonly type = QuestionEdited.TYPE;
  readonly streamType = EVENT;
}

export class QuestionsReordered extends DomainEvent<{ questionIds: string[] }> {
  static readonly TYPE = 'application_form.questions_reordered';
  readonly type = QuestionsReordered.TYPE;
  readonly streamType = EVENT;
}

export class QuestionHidden extends DomainEvent<{ questionId: string; label: string }> {
  static readonly TYPE = 'application_form.question_hidden';
  readonly type = QuestionHidden.TYPE;
  readonly streamType = EVENT;
}

export class QuestionShown extends DomainEvent<{ questionId: string; label: string }> {
  static readonly TYPE = 'application_form.question_shown';
  readonly type = QuestionShown.TYPE;
  readonly streamType = EVENT;
}

declare module '../../audit/domain-event.js' {
  interface EventPayloads {
    [QuestionAdded.TYPE]: QuestionAdded['payload'];
    [QuestionEdited.TYPE]: QuestionEdited['payload'];
    [QuestionsReordered.TYPE]: QuestionsReordered['payload'];
    [QuestionHidden.TYPE]: QuestionHidden['payload'];
    [QuestionShown.TYPE]: QuestionShown['payload'];
  }
}
