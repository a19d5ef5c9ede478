import { useEffect, useRef } from 'react';

import { type ReviewKeyAction, reviewKeyAction } from './review-keys';

/** A key typed into a text field (the note) types there: only radios and buttons pass keys on. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
}

/**
 * Calls `onAction` for the review page's keys (1-5, J, K) pressed anywhere on the page but in a
 * text field; `onAction` answers whether it handled the key (the page's default then does not run).
 * The rubric and the page each listen for their own keys.
 */
export function useReviewKeys(onAction: (action: NonNullable<ReviewKeyAction>) => boolean): void {
  // The latest callback, without re-subscribing on every render.
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.repeat) return;
      const action = reviewKeyAction({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        typing: isTyping(event.target),
      });
      if (action && latest.current(action)) event.preventDefault();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
