import { bestPlaceText } from '@/components/returning-venture';
import { LookBadge } from '@/components/status-badge';

/** The Applications table's 'Returning' badge: the venture the applicant continues and its best place. */
export function ReturningBadge({ venture }: { venture: { name: string; bestPlace: number | null } }) {
  return (
    <div data-testid="returning-badge">
      <LookBadge look={{ label: 'Returning', tone: 'purple' }} kind="returning" />{' '}
      <span>
        {venture.name} · {bestPlaceText(venture.bestPlace)}
      </span>
    </div>
  );
}
