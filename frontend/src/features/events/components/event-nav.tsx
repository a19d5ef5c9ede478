import { ActionLink } from '@/components/public/action-link';
import { PublicHeader } from '@/components/public/public-header';
import { LandingSectionLinks } from '@/components/landing-layout/landing-section-links';

import { ApplyButton } from './apply-button';

export function EventNav({ eventId }: { eventId: string | undefined }) {
  return (
    <PublicHeader
      links={<LandingSectionLinks />}
      visitorAction={
        eventId ? (
          <ApplyButton eventId={eventId}>Apply Now</ApplyButton>
        ) : (
          <ActionLink to="/auth" look="primary">
            Apply Now
          </ActionLink>
        )
      }
    />
  );
}
