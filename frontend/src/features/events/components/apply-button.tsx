import { lazy, type ReactNode, Suspense } from 'react';

import { useMyApplication } from '@/api/get-my-application';
import { ActionLink, type ActionLinkSize } from '@/components/public/action-link';
import { ActionPlaceholder } from '@/components/public/action-placeholder';
import { useAuthSettled } from '@/lib/session/auth-settled';
import { useSession } from '@/lib/session/session';

import styles from './event-page.module.css';

interface ApplyButtonProps {
  eventId: string;
  children: ReactNode;
  size?: ActionLinkSize;
}

/**
 * 'Apply to Event' / 'Apply Now': the form when signed in, sign-in first otherwise; someone who
 * already applied sees their application's status and View Dashboard instead. Until both who the
 * visitor is and whether they applied are known, a placeholder holds the place: never a button that
 * then turns into another.
 */
export function ApplyButton({ eventId, children, size }: ApplyButtonProps) {
  const authSettled = useAuthSettled();
  const session = useSession();
  const application = useMyApplication(session?.user.id, eventId);
  const applyPath = `/events/${eventId}/apply`;

  if (!authSettled || (session && application.isPending)) return <ActionPlaceholder size={size} />;
  if (!session) {
    return (
      <ActionLink to="/auth" search={{ redirect: applyPath }} look="primary" size={size}>
        {children}
      </ActionLink>
    );
  }
  if (application.data) {
    return (
      <span className={styles.applied}>
        <span>
          Application status: <strong>{application.data.status}</strong>
        </span>
        <ActionLink to="/dashboard" size={size}>
          View Dashboard
        </ActionLink>
      </span>
    );
  }
  return (
    <ActionLink to="/events/$eventId/apply" params={{ eventId }} look="primary" size={size}>
      {children}
    </ActionLink>
  );
}

// Loaded only for someone who applied: a visitor's first load of the event page carries none of it.
const ApplicationStanding = lazy(() =>
  import('@/components/application-standing').then((module) => ({ default: module.ApplicationStanding })),
);
const FollowUpConsent = lazy(() =>
  import('@/components/follow-up-consent').then((module) => ({ default: module.FollowUpConsent })),
);

/**
 * Under the details card's action: what the signed-in applicant's application asks or tells them
 * (the waitlist, 'Confirm your spot by {date}' with its answers, the follow-up consent to withdraw).
 * Nothing for visitors or before they applied.
 */
export function MyApplicationStanding({ eventId }: { eventId: string }) {
  const session = useSession();
  const application = useMyApplication(session?.user.id, eventId);
  return application.data ? (
    <Suspense fallback={null}>
      <ApplicationStanding application={application.data} />
      <FollowUpConsent applicationId={application.data.id} />
    </Suspense>
  ) : null;
}
