import type { ApplicationRole } from '@/lib/applicant-roles';

/** The suggested length of the short answer; shown by the counter, not enforced. */
export const SHORT_ANSWER_SUGGESTED_MAX = 500;

export function answerCounter(answer: string): string {
  return `${answer.length}/${SHORT_ANSWER_SUGGESTED_MAX} characters`;
}

/** Role chosen and a non-blank answer: the form may be sent. */
export function isApplicationComplete(role: ApplicationRole | undefined, shortAnswer: string): boolean {
  return role !== undefined && shortAnswer.trim().length > 0;
}

/** An optional LinkedIn URL: blank is sent as null. */
export function linkedinOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
