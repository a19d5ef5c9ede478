import { useId, type HTMLAttributes, type ReactNode } from 'react';

import styles from './panel.module.css';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The panel's heading; the panel is a region named by it. */
  title?: string;
  /** Actions shown at the right of the heading. */
  extra?: ReactNode;
}

/** A bordered panel with an optional heading and actions, in antd Card's look. */
export function Panel({ title, extra, children, className, ...rest }: PanelProps) {
  const titleId = useId();
  return (
    <section
      {...rest}
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={title ? titleId : undefined}
    >
      {title || extra ? (
        <div className={styles.head}>
          {title ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {extra}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
