import { type ReactNode, useCallback, useState } from 'react';

import { useAnswerSpot } from '@/api/answer-spot';
import type { MyApplication } from '@/api/get-my-application';
import { useNow } from '@/hooks/use-now';
import { type ApplicationSpot, confirmByTitle, spotDeadline } from '@/lib/spot-words';

import styles from './application-standing.module.css';
import actions from './public/action-link.module.css';

export const WAITLIST_TITLE = "You're on the waitlist";

type Standing = Pick<MyApplication, 'id' | 'status' | 'spot'>;

/**
 * What an applicant's own application asks or tells them beyond its status (review.md): the
 * waitlist, and the spot an approval asks them to confirm by its deadline ('I'll be there' or
 * Decline), then how that ended. Plain elements, no antd: the public event page shows it too.
 * Nothing for the other statuses.
 */
export function ApplicationStanding({ application }: { application: Standing }) {
  const { status, spot } = application;
  if (status === 'waitlisted') {
    return (
      <Box title={WAITLIST_TITLE}>
        <p className={styles.note}>Every spot is taken for now. If one opens up, we offer it to you by email.</p>
      </Box>
    );
  }
  if (!spot) return null;
  if (status === 'approved' && spot.state === 'open') return <OpenSpot applicationId={application.id} spot={spot} />;
  if (status === 'approved' && spot.state === 'confirmed') {
    return (
      <Box title="Your spot is confirmed">
        <p className={styles.note}>
          See you at the sprint! Can&apos;t come after all? Decline it, so it goes to someone else.
        </p>
        <SpotAnswers applicationId={application.id} confirmable={false} />
      </Box>
    );
  }
  if (status === 'withdrawn' && spot.state === 'declined') {
    return (
      <Box title="You declined your spot">
        <p className={styles.note}>
          It is free for someone on the waitlist now. We would be glad to see you apply again.
        </p>
      </Box>
    );
  }
  if (status === 'withdrawn' && spot.state === 'expired') {
    return (
      <Box title="Your spot was released">
        <p className={styles.note}>
          It was not confirmed by {spotDeadline(spot)}, so it is free for someone on the waitlist now.
        </p>
      </Box>
    );
  }
  return null;
}

/** 'Confirm your spot by {date}' with the two answers, until the deadline (the page turns at it). */
function OpenSpot({ applicationId, spot }: { applicationId: string; spot: ApplicationSpot }) {
  const dueAt = spot.dueAt;
  const now = useNow(
    60_000,
    useCallback(() => [dueAt], [dueAt]),
  );
  const passed = now >= new Date(dueAt).getTime();
  return (
    <Box title={confirmByTitle(spot)}>
      {passed ? (
        <p className={styles.note}>The deadline to confirm this spot has passed.</p>
      ) : (
        <>
          <p className={styles.note}>
            Let us know whether you will be there. If you cannot make it, declining frees your spot for someone on the
            waitlist.
          </p>
          <SpotAnswers applicationId={applicationId} confirmable />
        </>
      )}
    </Box>
  );
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.standing} aria-label="Your application">
      <p className={styles.title}>{title}</p>
      {children}
    </section>
  );
}

/** 'I'll be there' and Decline; Decline asks once more before giving the spot up. */
function SpotAnswers({ applicationId, confirmable }: { applicationId: string; confirmable: boolean }) {
  const answer = useAnswerSpot();
  const [declining, setDeclining] = useState(false);
  const busy = answer.isPending;
  const send = (choice: 'confirm' | 'decline') => answer.mutate({ applicationId, answer: choice });
  const button = (look: 'primary' | 'default') => [actions.action, actions[look], actions.middle].join(' ');

  return (
    <>
      {declining ? (
        <div className={styles.answers} role="group" aria-label="Decline your spot?">
          <span>Give up your spot? It goes to someone on the waitlist.</span>
          <button type="button" className={button('primary')} disabled={busy} onClick={() => send('decline')}>
            Yes, decline
          </button>
          <button type="button" className={button('default')} disabled={busy} onClick={() => setDeclining(false)}>
            Keep my spot
          </button>
        </div>
      ) : (
        <div className={styles.answers}>
          {confirmable ? (
            <button type="button" className={button('primary')} disabled={busy} onClick={() => send('confirm')}>
              I&apos;ll be there
            </button>
          ) : null}
          <button type="button" className={button('default')} disabled={busy} onClick={() => setDeclining(true)}>
            Decline
          </button>
        </div>
      )}
      {answer.error ? (
        <p className={styles.error} role="alert">
          {answer.error.message}
        </p>
      ) : null}
    </>
  );
}
