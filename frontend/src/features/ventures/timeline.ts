import type { Milestone, VentureCheckin, VentureEntry } from './api/get-venture';

export type TimelineItem =
  | { kind: 'entry'; key: string; at: number; entry: VentureEntry }
  | { kind: 'milestone'; key: string; at: number; milestone: Milestone }
  | { kind: 'checkin'; key: string; at: number; checkin: VentureCheckin };

/** A milestone's day (yyyy-mm-dd) counts as that day's start in UTC, the way the server keeps it. */
function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

// On one instant, an entry reads above what it led to, a check-in above the milestones it recorded.
const KIND_ORDER: Record<TimelineItem['kind'], number> = { entry: 0, checkin: 1, milestone: 2 };

/**
 * The venture's timeline, newest first: sprint entries by submission, milestones by the day they
 * happened (the later recorded first on one day), check-ins by their answer (asked but unanswered
 * ones by their due date). Scheduled and cancelled check-ins are not events yet, so they are left out.
 */
export function ventureTimeline(
  entries: readonly VentureEntry[],
  milestones: readonly Milestone[],
  checkins: readonly VentureCheckin[],
): TimelineItem[] {
  const items: (TimelineItem & { tie: string })[] = [
    ...entries.map((entry) => ({
      kind: 'entry' as const,
      key: `entry-${entry.submissionId}`,
      at: Date.parse(entry.submittedAt),
      tie: entry.submittedAt,
      entry,
    })),
    ...milestones.map((milestone) => ({
      kind: 'milestone' as const,
      key: `milestone-${milestone.id}`,
      at: dayStart(milestone.occurredOn),
      tie: milestone.recordedAt,
      milestone,
    })),
    ...checkins
      .filter((checkin) => checkin.state === 'answered' || checkin.state === 'asked')
      .map((checkin) => {
        const when = checkin.answeredAt ?? checkin.dueAt;
        return { kind: 'checkin' as const, key: `checkin-${checkin.id}`, at: Date.parse(when), tie: when, checkin };
      }),
  ];
  items.sort(
    (a, b) => b.at - a.at || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.tie < b.tie ? 1 : a.tie > b.tie ? -1 : 0),
  );
  return items.map(({ tie: _tie, ...item }) => item);
}
