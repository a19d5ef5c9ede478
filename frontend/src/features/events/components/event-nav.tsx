import { Link } from '@tanstack/react-router';

import { ButtonLink } from '@/components/button-link';
import landing from '@/components/landing-layout/landing.module.css';
import { useSession } from '@/lib/session/session';

import { ApplyButton } from './apply-button';

const SECTION_LINKS = [
  { href: '#what', label: 'What' },
  { href: '#who', label: 'Who' },
  { href: '#program', label: 'Program' },
  { href: '#results', label: 'Results' },
];

export function EventNav({ eventId }: { eventId: string | undefined }) {
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
      {signedIn ? (
        <ButtonLink to="/dashboard" color="primary" variant="solid">
          Dashboard
        </ButtonLink>
      ) : eventId ? (
        <ApplyButton eventId={eventId}>Apply Now</ApplyButton>
      ) : (
        <ButtonLink to="/auth" color="primary" variant="solid">
          Apply Now
        </ButtonLink>
      )}
    </header>
  );
}
