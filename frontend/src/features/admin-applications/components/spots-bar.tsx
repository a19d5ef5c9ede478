import { App, Button, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { useEventSpots, useOfferWaitlistSpots } from '../api/event-spots';
import styles from './applications.module.css';

/**
 * One event's spots (review.md 'Confirming a spot'): how many are taken, confirmed, awaiting an
 * answer, freed by a decline or a missed deadline, and free, beside the waitlist; 'Offer to next on
 * waitlist' approves the best waitlisted applications, one or several at once.
 */
export function SpotsBar({ eventId }: { eventId: string }) {
  const spots = useEventSpots(eventId);
  const offer = useOfferWaitlistSpots();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [count, setCount] = useState(1);

  if (spots.isPending) return <Skeleton active paragraph={false} />;
  if (!spots.data) return null;
  const { capacity, approved, confirmed, awaiting, declined, expired, free, waitlisted, started } = spots.data;
  // Without a capacity the free spots are staff's call; with one, no more than are free.
  const most = Math.max(1, Math.min(waitlisted, free ?? waitlisted));
  const canOffer = waitlisted > 0 && free !== 0 && !started;
  const figures: [string, number | string][] = [
    ['Capacity', capacity ?? 'Not set'],
    ['Approved', approved],
    ['Confirmed', confirmed],
    ['Awaiting confirmation', awaiting],
    ['Declined', declined],
    ['Expired', expired],
    ['Free spots', free ?? '—'],
    ['Waitlisted', waitlisted],
  ];

  const offerSpots = () =>
    offer.mutate(
      { eventId, count: Math.min(count, most) },
      {
        onSuccess: ({ offered }) =>
          notification.success({
            title: 'Spots Offered',
            description: `${offered.length} application${offered.length === 1 ? '' : 's'} approved from the waitlist. Offer email sent.`,
          }),
        onError: (error) => showServerError(error, { title: 'Offer Failed', fallback: 'Failed to offer the spots.' }),
      },
    );

  return (
    <section className={styles.spots} aria-label="Spots">
      <dl className={styles.spotFigures}>
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <InputNumber
        aria-label="Spots to offer"
        min={1}
        max={most}
        precision={0}
        value={Math.min(count, most)}
        disabled={!canOffer}
        onChange={(value) => setCount(value ?? 1)}
      />
      <Button type="primary" disabled={!canOffer} loading={offer.isPending} onClick={offerSpots}>
        Offer to next on waitlist
      </Button>
    </section>
  );
}
