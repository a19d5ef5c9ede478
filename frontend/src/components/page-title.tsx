import type { ReactNode } from 'react';

import styles from './page-title.module.css';

/** The heading every screen starts with. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}

/** The heading of a screen that is one card (a notice): the card's title, as the page's h1. */
export function CardPageTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.cardTitle}>{children}</h1>;
}
