import { Link } from '@tanstack/react-router';
import { Card } from 'antd';

import type { EventDto } from '@/api/list-public-events';
import { EventStatusBadge } from '@/components/event-status-badge';
import { TrackBadges } from '@/components/track-badges';
import { formatDateRange, formatEventDate } from '@/lib/event-dates';
import { markdownExcerpt } from '@/lib/markdown';

import { DeleteEventButton } from './delete-event-button';
import styles from './events.module.css';

interface EventListCardProps {
  event: EventDto;
  canDelete: boolean;
}

export function EventListCard({ event, canDelete }: EventListCardProps) {
  return (
    <Card
      title={
        <span className={styles.cardTitle}>
          <Link to="/events/$eventId" params={{ eventId: event.id }}>
            {event.title}
          </Link>
          <EventStatusBadge status={event.status} />
        </span>
      }
      extra={canDelete ? <DeleteEventButton event={event} /> : null}
    >
      <p className={styles.excerpt}>{markdownExcerpt(event.descriptionMd)}</p>
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
    </Card>
  );
}
