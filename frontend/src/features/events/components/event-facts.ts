import type { EventDto } from '@/api/list-public-events';
import { trackLabel } from '@/design/status-look';
import { formatInZone } from '@/lib/event-dates';

/** 'Discovery', 'Discovery and Startup', 'A, B and C'. */
export function trackList(tracks: readonly string[]): string {
  const labels = tracks.map(trackLabel);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The event's dates in its own zone, with the abbreviation in force on each day. */
export function eventWhen(event: EventDto): string {
  return `${formatInZone(event.startDate, event.timezone)} to ${formatInZone(event.endDate, event.timezone)}`;
}

/** Who builds in this cohort: its tracks and team size. */
export function cohortLine(event: EventDto): string {
  const tracks =
    event.tracks.length > 0 ? `${trackList(event.tracks)} ${event.tracks.length === 1 ? 'track' : 'tracks'}` : '';
  const teams = `teams of up to ${event.teamSizeMax}`;
  return tracks ? `${tracks}, ${teams}` : teams.charAt(0).toUpperCase() + teams.slice(1);
}

/** Where the event stands, in a sentence of its own dates (no claim the page cannot keep). */
export function statusSentence(event: EventDto): string {
  const deadline = formatInZone(event.submissionDeadline, event.timezone);
  switch (event.status) {
    case 'draft':
    case 'upcoming':
      return `Applications are open. The sprint starts ${formatInZone(event.startDate, event.timezone)}; projects are due ${deadline}.`;
    case 'active':
      return `The sprint is under way: applications are open and projects are due ${deadline}.`;
    case 'completed':
      return `The sprint ended ${formatInZone(event.endDate, event.timezone)}. Applications are closed.`;
  }
}
