import { answerText, type AnswerValue, type AskedQuestion } from './question-rules.js';
import type { AnswerRow, QuestionRow } from './question.repository.js';
import type { ApplicationAnswerDto, ApplyQuestionDto, QuestionDto } from './question.dto.js';

export function toApplyQuestionDto(row: QuestionRow): ApplyQuestionDto {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    helpText: row.help_text,
    required: row.required,
    options: row.options,
    maxLength: row.max_length,
    min: numberOrNull(row.min),
    max: numberOrNull(row.max),
  };
}

/** A double precision column may come back as text. */
function numberOrNull(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

/** A question as the answer check needs it. */
export function toAskedQuestion(row: QuestionRow): AskedQuestion {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    required: row.required,
    options: row.options,
    maxLength: row.max_length,
    min: numberOrNull(row.min),
    max: numberOrNull(row.max),
  };
}

export function toQuestionDto(row: QuestionRow): QuestionDto {
  return { ...toApplyQuestionDto(row), position: row.position, hidden: row.hidden };
}

/**
 * One application's answers in form order: every question it answered, and the visible ones it
 * left empty (asked, not answered).
 */
export function answersOf(questions: readonly QuestionRow[], answers: readonly AnswerRow[]): ApplicationAnswerDto[] {
  const byQuestion = new Map<string, AnswerValue>(answers.map((answer) => [answer.question_id, answer.value]));
  return questions.flatMap((question) => {
    const value = byQuestion.get(question.id);
    if (value === undefined && question.hidden) return [];
    return [
      {
        questionId: question.id,
        label: question.label,
        kind: question.kind,
        hidden: question.hidden,
        answer: value === undefined ? null : answerText(value),
      },
    ];
  });
}
