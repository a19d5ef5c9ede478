import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { EventDto } from '@/api/list-public-events';
import { StatusBadge } from '@/components/status-badge';
import { TrackBadges } from '@/components/track-badges';
import { formatDateRange, formatEventDate } from '@/lib/event-dates';
import { useMarkdownExcerpt } from '@/lib/markdown-queries';

import styles from './events.module.css';

interface EventListCardProps {
  event: EventDto;
  /** Shown in the card's corner (admins get a delete button). */
  deleteAction: ReactNode;
}

export function EventListCard({ event, deleteAction }: EventListCardProps) {
  const excerpt = useMarkdownExcerpt(event.descriptionMd ?? '');
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <span className={styles.cardTitle}>
          <Link to="/events/$eventId" params={{ eventId: event.id }}>
            {event.title}
          </Link>
          <StatusBadge kind="event" state={event.status} />
        </span>
        {deleteAction}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.excerpt}>{excerpt}</p>
        <dl className={styles.meta}>
          <div>
            <dt>Dates:</dt>
            <dd>{formatDateRange(event.startDate, event.endDate, event.timezone)}</dd>
          </div>
          <div>
            <dt>Submission deadline:</dt>
            <dd>{formatEventDate(event.submissionDeadline, event.timezone)}</dd>
          </div>
        </dl>
        <TrackBadges tracks={event.tracks} />
      </div>
    </article>
  );
}
