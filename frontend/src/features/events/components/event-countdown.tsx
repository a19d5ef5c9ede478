import { useNow } from '@/hooks/use-now';
import { submissionWindow, timezoneLabel } from '@/lib/countdown';

import styles from './event-page.module.css';

// A second, so 'Submissions closed' appears when the grace period ends, not up to a tick later.
const TICK_MS = 1_000;

interface EventCountdownProps {
  deadline: string;
  graceMinutes: number;
  timeZone: string;
}

export function EventCountdown({ deadline, graceMinutes, timeZone }: EventCountdownProps) {
  const submission = submissionWindow(deadline, graceMinutes, useNow(TICK_MS));
  if (submission.phase === 'closed') return <p className={styles.countdown}>Submissions closed</p>;
  if (submission.phase === 'grace') {
    const unit = submission.minutesLeft === 1 ? 'minute' : 'minutes';
    return (
      <p className={styles.countdown} role="timer">
        Grace period: {submission.minutesLeft} {unit} left
      </p>
    );
  }

  const { days, hours, minutes } = submission.countdown;
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
