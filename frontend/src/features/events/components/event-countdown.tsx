import { useNow } from '@/hooks/use-now';
import { countdownTo, timezoneLabel } from '@/lib/countdown';

import styles from './event-page.module.css';

const TICK_MS = 30_000;

interface EventCountdownProps {
  deadline: string;
  timeZone: string;
}

export function EventCountdown({ deadline, timeZone }: EventCountdownProps) {
  const { days, hours, minutes, closed } = countdownTo(deadline, useNow(TICK_MS));
  if (closed) return <p className={styles.countdown}>Submissions closed</p>;

  return (
    <div className={styles.countdown} role="timer" aria-label="Time left to submit">
      <span>
        <strong>{days}</strong> days
      </span>
      <span>
        <strong>{hours}</strong> hours
      </span>
      <span>
        <strong>{minutes}</strong> minutes
      </span>
      <span className={styles.countdownLabel}>until the submission deadline ({timezoneLabel(timeZone, deadline)})</span>
    </div>
  );
}
