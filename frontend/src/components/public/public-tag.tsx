import type { ReactNode } from 'react';

import styles from './public-tag.module.css';

/** The colours the public pages give tags (antd's preset names, so lib/tracks decides them). */
const KNOWN_COLORS = new Set(['blue', 'green', 'purple', 'orange']);

/** A small label shaped like antd's Tag, in plain CSS for the public pages' first load. */
export function PublicTag({ color, children, ...rest }: { color: string; children: ReactNode; 'data-track'?: string }) {
  const colorClass = KNOWN_COLORS.has(color) ? styles[color] : styles.neutral;
  return (
    <span className={`${styles.tag} ${colorClass}`} {...rest}>
      {children}
    </span>
  );
}
