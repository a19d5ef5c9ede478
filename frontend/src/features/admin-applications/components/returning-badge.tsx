import { LookBadge } from '@/components/status-badge';

import { bestPlaceText, type ApplicantVenture } from '../returning-venture';

/** The Applications table's 'Returning' badge: the venture the applicant continues and its best place. */
export function ReturningBadge({ venture }: { venture: ApplicantVenture }) {
  return (
    <div data-testid="returning-badge">
      <LookBadge look={{ label: 'Returning', tone: 'purple' }} kind="returning" />{' '}
      <span>
        {venture.name} · {bestPlaceText(venture.bestPlace)}
      </span>
    </div>
  );
}
