import type { ReactNode } from 'react';

import styles from './date-cell.module.css';

/**
 * A date in a table or list keeps to one line ('Jan 5, 2026, 4:00 PM PST' never splits before its
 * zone); on a phone the table scrolls inside its card instead.
 */
export function DateCell({ children }: { children: ReactNode }) {
  return <span className={styles.date}>{children}</span>;
}
