import { Tooltip } from 'antd';

import { useLiveState } from '@/hooks/use-live-updates';

import styles from './live-indicator.module.css';

/** A small dot in the header while the live connection is down; nothing while it works. */
export function LiveIndicator() {
  const state = useLiveState();
  if (state !== 'lost') return null;
  return (
    <Tooltip title="Live updates paused: reconnecting. Screens refresh once the connection is back.">
      <span className={styles.lost} role="status" aria-label="Connection lost, reconnecting">
        <span className={styles.dot} aria-hidden="true" />
        Offline
      </span>
    </Tooltip>
  );
}
