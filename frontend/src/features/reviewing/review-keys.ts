import { SCORES } from '@/lib/rubric-scores';

/** What a key press on the review page does: score the focused criterion, or move between applications. */
export type ReviewKeyAction = { kind: 'score'; score: number } | { kind: 'next' } | { kind: 'previous' } | null;

export interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The key went to a text field (the note): it types there instead. */
  typing: boolean;
}

/** Keys 1-5 score the focused criterion, J the next application, K the previous one. */
export function reviewKeyAction({ key, altKey, ctrlKey, metaKey, typing }: KeyPress): ReviewKeyAction {
  if (typing || altKey || ctrlKey || metaKey) return null;
  const score = Number(key);
  if ((SCORES as readonly number[]).includes(score)) return { kind: 'score', score };
  if (key === 'j' || key === 'J') return { kind: 'next' };
  if (key === 'k' || key === 'K') return { kind: 'previous' };
  return null;
}
