import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import type { ReactNode } from 'react';

import { myReviewingQueryOptions } from '@/api/get-my-reviewing';
import { ButtonLink } from '@/components/button-link';
import { CardPageTitle } from '@/components/page-title';
import { PendingSpin } from '@/components/pending-spin';
import { useSession } from '@/lib/session/session';
import { showsReview } from '@/lib/staff-nav';

/**
 * The review screens are for reviewers: anyone seated as a reviewer of an event or assigned
 * applications, and staff. Anyone else is told so, with a way back (the server refuses them anyway).
 */
export function ReviewerAccess({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session?.user.id ?? '';
  const role = session?.user.role;
  const reviewing = useQuery({ ...myReviewingQueryOptions(userId), enabled: userId !== '' });

  if (role === 'admin' || role === 'organizer') return children;
  if (reviewing.isPending) return <PendingSpin />;
  if (showsReview(reviewing.data?.reviewsApplications ?? false)) return children;
  return (
    <Result
      status="403"
      title={<CardPageTitle>Access Denied</CardPageTitle>}
      subTitle="Only reviewers can open the review screens."
      extra={
        <ButtonLink to="/dashboard" color="primary" variant="solid">
          Back to Dashboard
        </ButtonLink>
      }
    />
  );
}
