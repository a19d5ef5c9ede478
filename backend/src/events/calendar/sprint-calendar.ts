import { createEvent, type DurationObject, type EventAttributes } from 'ics';
import { emailMoment } from '../../common/zone-dates.js';
import type { EventDto } from '../event.dto.js';
import type { EventFacts } from '../event.repository.js';

/** The name the sprint's calendar file goes by, attached to the approval email and downloaded from the event page. */
export const SPRINT_CALENDAR_FILENAME = 'sprint.ics';

/** A published event (not a meeting request): calendars import it without asking anyone to reply. */
export const SPRINT_CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** What the calendar file says of an event: the event page's facts, as dates or ISO timestamps. */
export type SprintCalendarFacts = Pick<EventDto, 'id' | 'title' | 'location' | 'timezone' | 'version'> & {
  startDate: Date | string;
  endDate: Date | string;
  submissionDeadline: Date | string;
};

/** The calendar's facts of an event as another feature reads it (`EventCatalog`). */
export function sprintCalendarFacts(
  event: Pick<
    EventFacts,
    'id' | 'title' | 'location' | 'timezone' | 'version' | 'start_date' | 'end_date' | 'submission_deadline'
  >,
): SprintCalendarFacts {
  return {
    id: event.id,
    title: event.title,
    location: event.location,
    timezone: event.timezone,
    version: event.version,
    startDate: event.start_date,
    endDate: event.end_date,
    submissionDeadline: event.submission_deadline,
  };
}

export interface SprintCalendarOptions {
  /** The app's public URL: the event page's link, and the host that makes the UID unique. */
  appUrl: string;
  /** When the file is written (DTSTAMP). */
  now: Date;
}

// TEXT values as RFC 5545 3.3.11 escapes them; `ics` does this for the event's own texts but not an alarm's.
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,');
}

/**
 * From the sprint's start to the deadline, as an alarm trigger relative to the start (RFC 5545
 * 3.8.6.3). Whole minutes where it can (`PT2880M`); a deadline at the very start is an absolute
 * trigger, since `ics` writes an empty duration as `PT`, which is not one.
 */
function deadlineTrigger(start: Date, deadline: Date): DurationObject | number {
  const seconds = Math.round((deadline.getTime() - start.getTime()) / 1000);
  if (seconds === 0) return deadline.getTime();
  const before = seconds < 0;
  const length = Math.abs(seconds);
  return length % 60 === 0 ? { minutes: length / 60, before } : { seconds: length, before };
}

/**
 * The sprint as an iCalendar file (RFC 5545) with one VEVENT: from its start to its end, a display
 * alarm at the submission deadline, and a description with the dates in the event's timezone and
 * the event page's link.
 *
 * Times are written in UTC (`DTSTART:20270312T170000Z`): `ics` writes either UTC or floating local
 * times, and has no TZID. A UTC time is the exact instant, which every calendar shows on its own
 * clock, so someone in the event's timezone sees its wall-clock times; a floating time would be read
 * as the importer's local time (wrong anywhere else). The description says the times in the event's
 * zone, with the zone named.
 *
 * The UID is the event's, and SEQUENCE its version: importing the file again after an edit updates
 * the calendar entry instead of adding a second one.
 */
export function sprintCalendar(event: SprintCalendarFacts, { appUrl, now }: SprintCalendarOptions): string {
  const start = new Date(event.startDate);
  const end = new Date(event.endDate);
  const deadline = new Date(event.submissionDeadline);
  const at = (moment: Date) => emailMoment(moment, event.timezone);
  const page = `${appUrl}/events/${event.id}`;
  // `timestamp` is DTSTAMP: `ics` reads it (defaulting to the current time) though its types leave it out.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//Sprintboard//Sprint calendar//EN',
    method: 'PUBLISH',
    uid: `event-${event.id}@${new URL(appUrl).hostname}`,
    sequence: event.version,
    timestamp: now.getTime(),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    ...(event.location ? { location: event.location } : {}),
    url: page,
    status: 'CONFIRMED',
    description: [
      `Starts: ${at(start)}`,
      `Ends: ${at(end)}`,
      `Submission deadline: ${at(deadline)}`,
      `Times in ${event.timezone}.`,
      '',
      `Event page: ${page}`,
    ].join('\n'),
    alarms: [
      {
        action: 'display',
        description: escapeText(`Submission deadline: ${event.title}`),
        trigger: deadlineTrigger(start, deadline),
      },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || value === null) throw error ?? new Error('The calendar file could not be written.');
  return value;
}
