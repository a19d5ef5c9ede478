import type { EventDto } from '@/api/list-public-events';
import { ActionLink, type ActionLinkSize } from '@/components/public/action-link';
import { ActionPlaceholder } from '@/components/public/action-placeholder';

import { useResultsPublished } from '../api/get-results-published';
import { ApplyButton } from './apply-button';
import styles from './event-page.module.css';

/** Judging's words for results not out yet (judging.md), said where 'View Results' would be. */
export const RESULTS_NOT_PUBLISHED = 'Results have not been published yet.';

interface EventActionProps {
  event: EventDto;
  /** What the apply link says here: 'Apply to Event' or 'Apply Now'. */
  applyLabel: string;
  size?: ActionLinkSize;
  /** Say nothing when results are not out (the header, where the page says it already). */
  quiet?: boolean;
}

/**
 * The event's one call to action: apply while it can be applied to; once it is completed, its
 * results when they are published (to anyone, visitors included), otherwise a word that they are not
 * out yet. A completed event never offers 'Apply to Event'.
 */
export function EventAction({ event, applyLabel, size, quiet = false }: EventActionProps) {
  const completed = event.status === 'completed';
  const published = useResultsPublished(event.id, completed);
  if (!completed) {
    return (
      <ApplyButton eventId={event.id} size={size}>
        {applyLabel}
      </ApplyButton>
    );
  }
  if (published.isPending) return <ActionPlaceholder size={size} />;
  if (published.data) {
    return (
      <ActionLink to="/leaderboard/$eventId" params={{ eventId: event.id }} look="primary" size={size}>
        View Results
      </ActionLink>
    );
  }
  // A failed read offers nothing rather than claiming the results are not out.
  return published.isError || quiet ? null : <p className={styles.resultsPending}>{RESULTS_NOT_PUBLISHED}</p>;
}
