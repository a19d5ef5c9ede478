import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import type { ReactNode } from 'react';

import { myJudgingQueryOptions } from '@/api/get-my-judging';
import { ButtonLink } from '@/components/button-link';
import { PendingSpin } from '@/components/pending-spin';
import { CardPageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session/session';
import { showsJudging } from '@/lib/staff-nav';

/**
 * The judging screens are for judges: the role, or anyone seated as a judge of an event. Anyone
 * else is told so, with a way back (the server refuses them anyway).
 */
export function JudgeAccess({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session?.user.id ?? '';
  const judging = useQuery({ ...myJudgingQueryOptions(userId), enabled: userId !== '' });

  if (session?.user.role === 'judge') return children;
  if (judging.isPending) return <PendingSpin />;
  if (showsJudging(session?.user.role, judging.data?.judgesEvents ?? false)) return children;
  return (
    <Result
      status="403"
      title={<CardPageTitle>Access Denied</CardPageTitle>}
      subTitle="Only judges can open the judging screens."
      extra={
        <ButtonLink to="/dashboard" color="primary" variant="solid">
          Back to Dashboard
        </ButtonLink>
      }
    />
  );
}
