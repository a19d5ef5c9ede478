const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the rule needs about the event the project is attached to now. */
export interface AttachedEventForSubmit {
  eventId: string;
  status: string;
  submissionDeadline: string;
  graceMinutes: number;
}

export type SubmitAvailability =
  | { kind: 'not-attached' }
  | { kind: 'already-submitted' }
  | { kind: 'closed'; reason: 'deadline-passed' | 'event-not-active' }
  /** `late`: past the deadline, inside the grace period; `msLeft` runs to the deadline, or to the end of grace when late. */
  | { kind: 'open'; late: boolean; msLeft: number };

/**
 * Submit is offered only while the project is attached, before deadline + grace minutes, and
 * when it has no submission for that event yet (the same checks the server makes).
 */
export function submitAvailability(
  attachedEvent: AttachedEventForSubmit | null,
  submittedEventIds: readonly string[],
  now: number,
): SubmitAvailability {
  if (!attachedEvent) return { kind: 'not-attached' };
  if (submittedEventIds.includes(attachedEvent.eventId)) return { kind: 'already-submitted' };
  if (attachedEvent.status !== 'active') return { kind: 'closed', reason: 'event-not-active' };
  const deadline = Date.parse(attachedEvent.submissionDeadline);
  const closesAt = deadline + attachedEvent.graceMinutes * MINUTE;
  if (now >= closesAt) return { kind: 'closed', reason: 'deadline-passed' };
  if (now > deadline) return { kind: 'open', late: true, msLeft: closesAt - now };
  return { kind: 'open', late: false, msLeft: deadline - now };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** '2 days 3 hours', '4 hours 10 minutes', '7 minutes', 'less than a minute'. */
export function durationText(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return minutes > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}` : plural(hours, 'hour');
  return plural(minutes, 'minute');
}

/** The line shown beside Submit: time to the deadline, or the grace minutes left once it has passed. */
export function timeLeftText(availability: Extract<SubmitAvailability, { kind: 'open' }>): string {
  if (availability.late) {
    const minutes = Math.max(1, Math.ceil(availability.msLeft / MINUTE));
    return `grace period: ${plural(minutes, 'minute')} left. A submission now will be marked late.`;
  }
  return `${durationText(availability.msLeft)} left until the submission deadline`;
}
