/** ventures.md: check-ins fall due 30, 90 and 180 days after the sprint's end unless the event says otherwise. */
export const DEFAULT_CHECKIN_OFFSETS = [30, 90, 180] as const;
export const CHECKIN_OFFSETS_MAX = 6;
export const CHECKIN_OFFSET_MAX_DAYS = 730;
export const CHECKIN_OFFSETS_RULE = `Enter 1 to ${CHECKIN_OFFSETS_MAX} different whole numbers of days from 1 to ${CHECKIN_OFFSET_MAX_DAYS}, in ascending order`;

/** '30, 90, 180' for the input. */
export function formatCheckinOffsets(offsets: readonly number[]): string {
  return offsets.join(', ');
}

/** The days typed ('30, 90, 180', commas or spaces), or null when they break the rule the server checks. */
export function parseCheckinOffsets(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  if (parts.length < 1 || parts.length > CHECKIN_OFFSETS_MAX) return null;
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  const offsets = parts.map(Number);
  const valid = offsets.every(
    (days, index) => days >= 1 && days <= CHECKIN_OFFSET_MAX_DAYS && (index === 0 || days > offsets[index - 1]),
  );
  return valid ? offsets : null;
}
