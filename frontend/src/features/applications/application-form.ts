import type { ApplicationRole } from '@/lib/applicant-roles';
import { isWebUrl, toWebUrl } from '@/lib/web-url';

/** The suggested length of the short answer; shown by the counter, not enforced. */
export const SHORT_ANSWER_SUGGESTED_MAX = 500;

export function answerCounter(answer: string): string {
  return `${answer.length}/${SHORT_ANSWER_SUGGESTED_MAX} characters`;
}

export const ROLE_REQUIRED = 'Role is required';
export const ANSWER_REQUIRED = 'Your answer is required';

export interface MissingField {
  name: 'role' | 'shortAnswer';
  message: string;
}

/** The required fields left empty (a blank answer counts as empty), each with the message shown under it. */
export function missingApplicationFields(role: ApplicationRole | undefined, shortAnswer: string): MissingField[] {
  const missing: MissingField[] = [];
  if (role === undefined) missing.push({ name: 'role', message: ROLE_REQUIRED });
  if (shortAnswer.trim().length === 0) missing.push({ name: 'shortAnswer', message: ANSWER_REQUIRED });
  return missing;
}

export const LINKEDIN_INVALID = 'LinkedIn must be a valid URL.';

/** The apply form's names for the API's fields, for server reasons sent without their subject. */
export const APPLY_FIELD_LABELS = {
  linkedinUrl: 'LinkedIn',
  role: 'Role',
  shortAnswer: 'Your answer',
  ventureId: 'Venture',
} as const;

export type LinkedinCheck = { valid: true; url: string | null } | { valid: false };

/**
 * An optional LinkedIn profile as the server stores it: blank is null, and an address typed
 * without its scheme (`linkedin.com/in/jane`) gets https:// in front; anything else is refused.
 */
export function checkLinkedin(value: string): LinkedinCheck {
  const url = toWebUrl(value);
  if (url === null) return { valid: true, url };
  return url.length <= 500 && isWebUrl(url) ? { valid: true, url } : { valid: false };
}
