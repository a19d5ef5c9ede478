import { Button } from 'antd';
import { useId, useState } from 'react';

import type { components } from '@/api/generated/schema';

import styles from './audit-details.module.css';
import { AuditRawEvent } from './audit-raw-event';

type AuditEntry = components['schemas']['AuditEntryDto'];

/**
 * An entry's Details: the change as named fields (people and records by name), the event as
 * stored one more click away.
 */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const [raw, setRaw] = useState(false);
  const rawId = useId();
  return (
    <div className={styles.details}>
      {entry.fields.length > 0 ? (
        <dl className={styles.fields} aria-label="Changed fields">
          {entry.fields.map(({ label, value }, index) => (
            <div className={styles.field} key={`${label}-${index}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.none}>{entry.change}</p>
      )}
      <Button size="small" aria-expanded={raw} aria-controls={rawId} onClick={() => setRaw(!raw)}>
        {raw ? 'Hide raw event' : 'Show raw event'}
      </Button>
      <div id={rawId} hidden={!raw}>
        {raw && <AuditRawEvent entry={entry} />}
      </div>
    </div>
  );
}
