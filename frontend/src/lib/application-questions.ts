import { isWebUrl, toWebUrl } from './web-url';

/** The kinds of custom application questions, as the Questions tab names them (review.md). */
export const QUESTION_KIND_LABELS = {
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  number: 'Number',
  url: 'URL',
  yes_no: 'Yes / No',
} as const;

export type QuestionKind = keyof typeof QUESTION_KIND_LABELS;

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_DEFAULT_MAX = 2000;

/** A question as the apply form asks it. */
export interface AskedQuestion {
  id: string;
  kind: QuestionKind;
  label: string;
  required: boolean;
  options: string[];
  maxLength: number | null;
  min: number | null;
  max: number | null;
}

/** What a form field holds: text, a number, yes/no, or the ticked choices. */
export type AnswerInput = string | number | boolean | string[] | null | undefined;

export type AnswerValue = string | number | boolean | string[];

export type AnswerCheck = { ok: true; value: AnswerValue | null } | { ok: false; message: string };

function isEmpty(input: AnswerInput): boolean {
  if (input === undefined || input === null) return true;
  if (typeof input === 'string') return input.trim() === '';
  return Array.isArray(input) && input.length === 0;
}

/**
 * The server's check of one answer (same messages), so the apply form shows a problem under its
 * question before sending; the server checks again.
 */
export function checkAnswer(question: AskedQuestion, input: AnswerInput): AnswerCheck {
  const name = `The answer to '${question.label}'`;
  if (isEmpty(input)) {
    return question.required ? { ok: false, message: `Please answer '${question.label}'.` } : { ok: true, value: null };
  }
  switch (question.kind) {
    case 'short_text':
    case 'long_text': {
      const text = String(input).trim();
      const limit = question.kind === 'short_text' ? SHORT_TEXT_MAX : (question.maxLength ?? LONG_TEXT_DEFAULT_MAX);
      return text.length > limit
        ? { ok: false, message: `${name} must be at most ${limit} characters.` }
        : { ok: true, value: text };
    }
    case 'single_choice':
      return typeof input === 'string' && question.options.includes(input)
        ? { ok: true, value: input }
        : { ok: false, message: `${name} must be one of its choices.` };
    case 'multiple_choice':
      return Array.isArray(input) && input.every((choice) => question.options.includes(choice))
        ? { ok: true, value: question.options.filter((option) => input.includes(option)) }
        : { ok: false, message: `${name} must be some of its choices.` };
    case 'number': {
      const number = typeof input === 'number' ? input : Number(String(input).trim());
      if (!Number.isFinite(number)) return { ok: false, message: `${name} must be a number.` };
      if (question.min !== null && number < question.min)
        return { ok: false, message: `${name} must be at least ${question.min}.` };
      if (question.max !== null && number > question.max)
        return { ok: false, message: `${name} must be at most ${question.max}.` };
      return { ok: true, value: number };
    }
    case 'url': {
      const url = toWebUrl(String(input));
      return url !== null && url.length <= 2000 && isWebUrl(url)
        ? { ok: true, value: url }
        : { ok: false, message: `${name} must be a valid URL.` };
    }
    case 'yes_no':
      return typeof input === 'boolean'
        ? { ok: true, value: input }
        : { ok: false, message: `${name} must be yes or no.` };
  }
}

/** What a number question's bounds say under it ('Between 1 and 5'). */
export function numberHint(min: number | null, max: number | null): string | undefined {
  if (min !== null && max !== null) return `Between ${min} and ${max}`;
  if (min !== null) return `At least ${min}`;
  if (max !== null) return `At most ${max}`;
  return undefined;
}

export interface CheckedAnswers {
  /** By question id, the questions answered. */
  answers: Record<string, AnswerValue>;
  /** By question id, what is wrong. */
  problems: { questionId: string; message: string }[];
}

/** The apply form's answers as the API takes them, and the problems to show under their questions. */
export function checkAnswers(
  questions: readonly AskedQuestion[],
  inputs: Readonly<Record<string, AnswerInput>>,
): CheckedAnswers {
  const answers: Record<string, AnswerValue> = {};
  const problems: CheckedAnswers['problems'] = [];
  for (const question of questions) {
    const check = checkAnswer(question, inputs[question.id]);
    if (!check.ok) problems.push({ questionId: question.id, message: check.message });
    else if (check.value !== null) answers[question.id] = check.value;
  }
  return { answers, problems };
}
