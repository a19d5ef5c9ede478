import { Link } from '@tanstack/react-router';

import { ActionLink } from '@/components/public/action-link';
import landing from '@/components/landing-layout/landing.module.css';
import { ActionPlaceholder } from '@/components/public/action-placeholder';
import { useAuthSettled } from '@/lib/session/auth-settled';
import { useSession } from '@/lib/session/session';

import { ApplyButton } from './apply-button';

const SECTION_LINKS = [
  { href: '#what', label: 'What' },
  { href: '#who', label: 'Who' },
  { href: '#program', label: 'Program' },
  { href: '#results', label: 'Results' },
];

export function EventNav({ eventId }: { eventId: string | undefined }) {
  const authSettled = useAuthSettled();
  const signedIn = useSession() !== null;
  return (
    <header className={landing.header}>
      <Link to="/" className={landing.brand}>
        Sprintboard
      </Link>
      <nav className={landing.nav} aria-label="Main">
        {SECTION_LINKS.map(({ href, label }) => (
          <a key={href} href={href}>
            {label}
          </a>
        ))}
        <Link to="/events">Events</Link>
      </nav>
      {!authSettled ? (
        <ActionPlaceholder />
      ) : signedIn ? (
        <ActionLink to="/dashboard" look="primary">
          Dashboard
        </ActionLink>
      ) : eventId ? (
        <ApplyButton eventId={eventId}>Apply Now</ApplyButton>
      ) : (
        <ActionLink to="/auth" look="primary">
          Apply Now
        </ActionLink>
      )}
    </header>
  );
}
