import { LandingSectionLinks } from '@/components/landing-layout/landing-section-links';
import { ActionLink } from '@/components/public/action-link';
import { PublicHeaderFrame } from '@/components/public/public-header-frame';

/** Prerendered once for everyone, so it offers the visitor's way in whoever is signed in. */
export function LandingHeader() {
  return (
    <PublicHeaderFrame
      links={<LandingSectionLinks />}
      action={
        <ActionLink to="/auth" look="primary">
          Apply Now
        </ActionLink>
      }
    />
  );
}
