import { ApiError } from './api-error';

/** One field problem of a failed call, as a sentence fit to show the user. */
export interface FieldMessage {
  /** The API's dotted path, e.g. `linkedinUrl` or `images.0.url`. */
  field: string;
  message: string;
}

/** What a form calls its fields ('linkedinUrl' → 'LinkedIn'), for reasons sent without their subject. */
export type FieldLabels = Readonly<Record<string, string>>;

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'teamSizeMax' → 'Team size max', 'criteria.0.label' → 'Criteria #1 label'. */
function fieldWords(field: string): string {
  const words = field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : part.replace(/([a-z0-9])([A-Z])/g, '$1 $2')))
    .join(' ')
    .toLowerCase();
  return capitalized(words);
}

function labelOf(field: string, labels: FieldLabels): string {
  return labels[field] ?? labels[field.split('.')[0] ?? field] ?? fieldWords(field);
}

/**
 * A 400's field problems as sentences (other refusals say it all in their message, e.g. a 404's
 * 'User not found with that email' beside the field's terse 'no such user'). A reason that is a sentence already ('LinkedIn must be a
 * valid URL.') stays as it is; one without its subject ('must be shorter than or equal to 200
 * characters') gets the field's label in front.
 */
export function fieldMessages(error: unknown, labels: FieldLabels = {}): FieldMessage[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.fields.map(({ field, reason }) => {
    const sentence =
      /^[A-Z]/.test(reason) || field === 'body' ? capitalized(reason) : `${labelOf(field, labels)} ${reason}`;
    return { field, message: sentence };
  });
}

/**
 * What to tell the user about a failed call, one line each: every field's own message when the
 * server named fields (never only 'Some fields are invalid.'), else the server's message, else
 * `fallback` (the call got no answer, or one without a message).
 */
export function problemLines(error: unknown, fallback: string, labels: FieldLabels = {}): string[] {
  const messages = [...new Set(fieldMessages(error, labels).map(({ message }) => message))];
  if (messages.length > 0) return messages;
  return [error instanceof ApiError && error.message ? error.message : fallback];
}
