import type { ReactNode } from 'react';

import styles from './page-title.module.css';

/** The heading every screen starts with. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}
