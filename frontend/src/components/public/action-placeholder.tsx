import type { ActionLinkSize } from './action-link';
import styles from './action-placeholder.module.css';

/**
 * Holds the place of an action that depends on who is signed in, at that action's size, until the
 * sign-in state is known: a server-rendered page never shows a visitor's button to a signed-in user.
 */
export function ActionPlaceholder({ size = 'middle', width = 128 }: { size?: ActionLinkSize; width?: number }) {
  return <span className={`${styles.placeholder} ${styles[size]}`} style={{ width }} aria-hidden data-pending-action />;
}
