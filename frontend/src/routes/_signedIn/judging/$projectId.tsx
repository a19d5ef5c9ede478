import { createFileRoute } from '@tanstack/react-router';

import { JudgeAccess } from '@/features/judging/components/judge-access';
import { ScorePage } from '@/features/judging/components/score-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ScoreSearch {
  /** The event the project is judged in, when it was judged in more than one. */
  event?: string;
}

export const Route = createFileRoute('/_signedIn/judging/$projectId')({
  staticData: { pageTitle: 'Score Sheet · Judging' },
  validateSearch: (search: Record<string, unknown>): ScoreSearch => ({
    event: typeof search.event === 'string' && UUID.test(search.event) ? search.event : undefined,
  }),
  component: ScoreRoute,
});

function ScoreRoute() {
  const { projectId } = Route.useParams();
  const { event } = Route.useSearch();
  return (
    <JudgeAccess>
      <ScorePage projectId={projectId} eventId={event} />
    </JudgeAccess>
  );
}
