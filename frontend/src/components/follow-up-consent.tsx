import { useQuery } from '@tanstack/react-query';

import { applicationFollowUpQueryOptions, useWithdrawFollowUpConsent } from '@/api/follow-up-consent';

import styles from './application-standing.module.css';

/**
 * The applicant's yes to 'May we ask you in 6 months how your idea went?', on their application:
 * unticking it withdraws the consent (the survey is cancelled, nothing more is asked). Shown only
 * while the consent stands. Plain elements, no antd: the public event page shows it too.
 */
export function FollowUpConsent({ applicationId }: { applicationId: string }) {
  const standing = useQuery(applicationFollowUpQueryOptions(applicationId));
  const withdraw = useWithdrawFollowUpConsent();
  if (!standing.data?.consent) return null;
  return (
    <section className={styles.standing} aria-label="Follow-up survey">
      <label className={styles.answers}>
        <input type="checkbox" checked disabled={withdraw.isPending} onChange={() => withdraw.mutate(applicationId)} />
        May we ask you in 6 months how your idea went?
      </label>
      <p className={styles.note}>Untick it and we will not ask you.</p>
      {withdraw.error ? (
        <p className={styles.error} role="alert">
          {withdraw.error.message}
        </p>
      ) : null}
    </section>
  );
}
