import { isURL } from 'class-validator';
import type { FieldProblem } from '../../common/errors/app-error.js';
import { trimToWebUrl } from '../../common/errors/text-transforms.js';

/** The kinds of custom application questions (review.md, 'Custom application questions'). */
export const QUESTION_KINDS = [
  'short_text',
  'long_text',
  'single_choice',
  'multiple_choice',
  'number',
  'url',
  'yes_no',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A short text answer's limit; a long text's is the question's own `maxLength`. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 10_000;
export const LONG_TEXT_DEFAULT_MAX = 2_000;
export const URL_MAX = 2_000;
export const MAX_OPTIONS = 30;

/** A stored answer: text (short, long, a choice, a URL), a number, yes/no, or several choices. */
export type AnswerValue = string | number | boolean | string[];

/** What a question asks, as far as checking an answer needs. */
export interface QuestionShape {
  kind: QuestionKind;
  label: string;
  required: boolean;
  options: readonly string[];
  maxLength: number | null;
  min: number | null;
  max: number | null;
}

export interface QuestionDefinition extends QuestionShape {
  helpText: string | null;
}

const isChoice = (kind: QuestionKind) => kind === 'single_choice' || kind === 'multiple_choice';

/**
 * A question as it is kept: only the settings its kind uses (choices for the two choice kinds, a
 * limit for long text, bounds for a number), each trimmed. `questionProblems` says what is wrong.
 */
export function normalisedQuestion(input: QuestionDefinition): QuestionDefinition {
  const options = isChoice(input.kind) ? input.options.map((option) => option.trim()) : [];
  return {
    kind: input.kind,
    label: input.label.trim(),
    helpText: input.helpText?.trim() || null,
    required: input.required,
    options,
    maxLength: input.kind === 'long_text' ? (input.maxLength ?? LONG_TEXT_DEFAULT_MAX) : null,
    min: input.kind === 'number' ? input.min : null,
    max: input.kind === 'number' ? input.max : null,
  };
}

/** Why a (normalised) question cannot be kept; empty when it can. */
export function questionProblems(question: QuestionDefinition): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (question.label === '') problems.push({ field: 'label', reason: 'Please enter the question.' });
  if (isChoice(question.kind)) {
    if (question.options.length < 2) problems.push({ field: 'options', reason: 'Please give at least two choices.' });
    if (question.options.some((option) => option === ''))
      problems.push({ field: 'options', reason: 'A choice cannot be empty.' });
    const distinct = new Set(question.options.map((option) => option.toLowerCase()));
    if (distinct.size !== question.options.length)
      problems.push({ field: 'options', reason: 'Each choice must be different.' });
  }
  if (question.kind === 'long_text' && question.maxLength !== null) {
    if (!Number.isInteger(question.maxLength) || question.maxLength < 1 || question.maxLength > LONG_TEXT_MAX)
      problems.push({ field: 'maxLength', reason: `The character limit must be between 1 and ${LONG_TEXT_MAX}.` });
  }
  if (question.kind === 'number' && question.min !== null && question.max !== null && question.min > question.max)
    problems.push({ field: 'max', reason: 'The maximum must not be below the minimum.' });
  return problems;
}

export type AnswerCheck = { ok: true; value: AnswerValue | null } | { ok: false; reason: string };

const refuse = (reason: string): AnswerCheck => ({ ok: false, reason });

/** An answer left out: nothing, blank text, or no choice ticked. */
function isEmpty(raw: unknown): boolean {
  if (raw === undefined || raw === null) return true;
  if (typeof raw === 'string') return raw.trim() === '';
  return Array.isArray(raw) && raw.length === 0;
}

/**
 * Checks one answer against its question and gives the value to keep (null: not answered). Every
 * reason names the question by its label, so a 400 says which one is wrong.
 */
export function checkAnswer(question: QuestionShape, raw: unknown): AnswerCheck {
  // Each reason starts with a capital, so the screens show it as it is (not after a field name).
  const name = `The answer to '${question.label}'`;
  if (isEmpty(raw)) return question.required ? refuse(`Please answer '${question.label}'.`) : { ok: true, value: null };
  switch (question.kind) {
    case 'short_text':
    case 'long_text': {
      if (typeof raw !== 'string') return refuse(`${name} must be text.`);
      const text = raw.trim();
      const limit = question.kind === 'short_text' ? SHORT_TEXT_MAX : (question.maxLength ?? LONG_TEXT_DEFAULT_MAX);
      if (text.length > limit) return refuse(`${name} must be at most ${limit} characters.`);
      return { ok: true, value: text };
    }
    case 'single_choice': {
      if (typeof raw !== 'string' || !question.options.includes(raw))
        return refuse(`${name} must be one of its choices.`);
      return { ok: true, value: raw };
    }
    case 'multiple_choice': {
      if (!Array.isArray(raw) || raw.some((choice) => typeof choice !== 'string' || !question.options.includes(choice)))
        return refuse(`${name} must be some of its choices.`);
      const chosen = raw as string[];
      if (new Set(chosen).size !== chosen.length) return refuse(`${name} lists a choice twice.`);
      // Kept in the question's order, whatever order they were ticked in.
      return { ok: true, value: question.options.filter((option) => chosen.includes(option)) };
    }
    case 'number': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return refuse(`${name} must be a number.`);
      if (question.min !== null && raw < question.min) return refuse(`${name} must be at least ${question.min}.`);
      if (question.max !== null && raw > question.max) return refuse(`${name} must be at most ${question.max}.`);
      return { ok: true, value: raw };
    }
    case 'url': {
      if (typeof raw !== 'string') return refuse(`${name} must be a valid URL.`);
      const url = trimToWebUrl({ value: raw });
      if (
        typeof url !== 'string' ||
        url.length > URL_MAX ||
        !isURL(url, { protocols: ['http', 'https'], require_protocol: true })
      )
        return refuse(`${name} must be a valid URL.`);
      return { ok: true, value: url };
    }
    case 'yes_no': {
      if (typeof raw !== 'boolean') return refuse(`${name} must be yes or no.`);
      return { ok: true, value: raw };
    }
  }
}

export interface AskedQuestion extends QuestionShape {
  id: string;
}

export interface CheckedAnswers {
  /** Each problem as `answers.<questionId>` with a reason naming the question. */
  problems: FieldProblem[];
  /** The answers to keep, by question id (questions left unanswered are absent). */
  values: Map<string, AnswerValue>;
}

/**
 * Checks an application's answers against the questions the form asks (the visible ones): each
 * answer against its question, a required question left out, and an id the form does not ask
 * (unknown, another event's, or hidden).
 */
export function checkAnswers(
  asked: readonly AskedQuestion[],
  answers: Readonly<Record<string, unknown>>,
): CheckedAnswers {
  const problems: FieldProblem[] = [];
  const values = new Map<string, AnswerValue>();
  const byId = new Map(asked.map((question) => [question.id, question]));
  for (const id of Object.keys(answers)) {
    if (!byId.has(id)) problems.push({ field: `answers.${id}`, reason: 'is not a question of this application form' });
  }
  for (const question of asked) {
    const check = checkAnswer(question, Object.hasOwn(answers, question.id) ? answers[question.id] : undefined);
    if (!check.ok) problems.push({ field: `answers.${question.id}`, reason: check.reason });
    else if (check.value !== null) values.set(question.id, check.value);
  }
  return { problems, values };
}

/** An answer as the drawer and the CSV show it. */
export function answerText(value: AnswerValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join('; ');
  return String(value);
}
