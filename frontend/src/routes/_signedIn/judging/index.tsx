import { createFileRoute } from '@tanstack/react-router';

import { JudgeAccess } from '@/features/judging/components/judge-access';
import { JudgingPage } from '@/features/judging/components/judging-page';

export const Route = createFileRoute('/_signedIn/judging/')({
  staticData: { pageTitle: 'Judging' },
  component: () => (
    <JudgeAccess>
      <JudgingPage />
    </JudgeAccess>
  ),
});
