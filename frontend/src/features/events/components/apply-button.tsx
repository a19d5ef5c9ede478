import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';

import { useMyApplication } from '@/api/get-my-application';
import { ButtonLink } from '@/components/button-link';
import { useSession } from '@/lib/session/session';

import styles from './event-page.module.css';

interface ApplyButtonProps {
  eventId: string;
  children: ReactNode;
  size?: ButtonProps['size'];
}

/**
 * 'Apply to Event' / 'Apply Now': the form when signed in, sign-in first otherwise; someone who
 * already applied sees their application's status and View Dashboard instead.
 */
export function ApplyButton({ eventId, children, size }: ApplyButtonProps) {
  const session = useSession();
  const application = useMyApplication(session?.user.id, eventId);
  const applyPath = `/events/${eventId}/apply`;

  if (!session) {
    return (
      <ButtonLink to="/auth" search={{ redirect: applyPath }} color="primary" variant="solid" size={size}>
        {children}
      </ButtonLink>
    );
  }
  if (application.data) {
    return (
      <span className={styles.applied}>
        <span>
          Application status: <strong>{application.data.status}</strong>
        </span>
        <ButtonLink to="/dashboard" size={size}>
          View Dashboard
        </ButtonLink>
      </span>
    );
  }
  return (
    <ButtonLink
      to="/events/$eventId/apply"
      params={{ eventId }}
      color="primary"
      variant="solid"
      size={size}
      disabled={application.isPending}
    >
      {children}
    </ButtonLink>
  );
}
