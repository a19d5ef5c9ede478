import { Link } from '@tanstack/react-router';

import { ActionLink } from '@/components/public/action-link';
import { PublicHeader } from '@/components/public/public-header';

/** The public header of the events list: the way in for visitors, the way back for signed-in users. */
export function EventsNav() {
  return (
    <PublicHeader
      links={<Link to="/events">Events</Link>}
      placeholderWidth={96}
      visitorAction={
        <ActionLink to="/auth" look="primary">
          Sign In
        </ActionLink>
      }
    />
  );
}
