import { Link } from '@tanstack/react-router';

import landing from '@/components/landing-layout/landing.module.css';
import { ActionLink } from '@/components/public/action-link';
import { ActionPlaceholder } from '@/components/public/action-placeholder';
import { useAuthSettled } from '@/lib/session/auth-settled';
import { useSession } from '@/lib/session/session';

/** The public header of the events list: the way in for visitors, the way back for signed-in users. */
export function EventsNav() {
  const authSettled = useAuthSettled();
  const signedIn = useSession() !== null;
  return (
    <header className={landing.header}>
      <Link to="/" className={landing.brand}>
        Sprintboard
      </Link>
      <nav className={landing.nav} aria-label="Main">
        <Link to="/events">Events</Link>
      </nav>
      {!authSettled ? (
        <ActionPlaceholder width={96} />
      ) : signedIn ? (
        <ActionLink to="/dashboard" look="primary">
          Dashboard
        </ActionLink>
      ) : (
        <ActionLink to="/auth" look="primary">
          Sign In
        </ActionLink>
      )}
    </header>
  );
}
