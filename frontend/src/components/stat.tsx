import { useId, type ReactNode } from 'react';

import styles from './stat.module.css';

interface StatProps {
  title: string;
  /** A number is shown with thousands separators and `precision` decimals. */
  value: number | ReactNode;
  precision?: number;
  suffix?: string;
  loading?: boolean;
  /** A line under the figure, e.g. how many of them are active. */
  footer?: string;
}

/** A titled figure (a total, a median): a group named by its title, so it reads as "Total Users 42". */
export function Stat({ title, value, precision, suffix, loading = false, footer }: StatProps) {
  const titleId = useId();
  const shown =
    typeof value === 'number'
      ? value.toLocaleString('en-US', { minimumFractionDigits: precision, maximumFractionDigits: precision ?? 3 })
      : value;
  return (
    <div className={styles.stat} role="group" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div id={titleId} className={styles.title}>
        {title}
      </div>
      {loading ? (
        <span className={styles.loading} />
      ) : (
        <div className={styles.value} data-stat-value>
          {shown}
          {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
        </div>
      )}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
