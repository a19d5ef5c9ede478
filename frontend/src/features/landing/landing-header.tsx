import { Link } from '@tanstack/react-router';

import { ActionLink } from '@/components/public/action-link';
import styles from '@/components/landing-layout/landing.module.css';

const SECTION_LINKS = [
  { href: '#what', label: 'What' },
  { href: '#who', label: 'Who' },
  { href: '#program', label: 'Program' },
  { href: '#results', label: 'Results' },
];

export function LandingHeader() {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        Sprintboard
      </Link>
      <nav className={styles.nav} aria-label="Main">
        {SECTION_LINKS.map(({ href, label }) => (
          <a key={href} href={href}>
            {label}
          </a>
        ))}
        <Link to="/events">Events</Link>
      </nav>
      <ActionLink to="/auth" look="primary">
        Apply Now
      </ActionLink>
    </header>
  );
}
