import { formatEventDate, formatInViewerZone } from '@/lib/event-dates';

// A venture spans sprints and carries no one event's zone: its instants read in the viewer's zone
// with the abbreviation (lib/event-dates.ts); a milestone's day is a calendar day, shown as kept.

export function ventureInstant(iso: string): string {
  return formatInViewerZone(iso);
}

/** 'yyyy-mm-dd' as 'May 1, 2026', the same day for every viewer. */
export function milestoneDay(day: string): string {
  return formatEventDate(`${day}T12:00:00Z`, 'UTC');
}
