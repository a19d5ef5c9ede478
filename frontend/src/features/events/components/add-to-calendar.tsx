import type { MouseEvent } from 'react';

import { ActionAnchor, type ActionLinkSize } from '@/components/public/action-link';

import { EVENT_CALENDAR_FILE, eventCalendarPath, useDownloadEventCalendar } from '../api/download-event-calendar';
import styles from './event-page.module.css';

/**
 * 'Add to calendar': the sprint as a calendar file (its dates, and an alarm at the submission
 * deadline). A plain link to the file, so it works before the page hydrates; once it has, the click
 * fetches it with the session's token, so staff get a draft's file too.
 */
export function AddToCalendar({ eventId, size }: { eventId: string; size?: ActionLinkSize }) {
  const download = useDownloadEventCalendar(eventId);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!download.isPending) download.mutate();
  };
  return (
    <span className={styles.applied}>
      <ActionAnchor href={eventCalendarPath(eventId)} download={EVENT_CALENDAR_FILE} size={size} onClick={onClick}>
        Add to calendar
      </ActionAnchor>
      {download.isError ? (
        <span role="alert" className={styles.resultsPending}>
          The calendar file could not be downloaded. Please try again.
        </span>
      ) : null}
    </span>
  );
}
