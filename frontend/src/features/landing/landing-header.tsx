import { Link } from '@tanstack/react-router';

import { ActionLink } from '@/components/public/action-link';
import styles from '@/components/landing-layout/landing.module.css';
import { LandingSectionLinks } from '@/components/landing-layout/landing-section-links';

/** Prerendered once for everyone, so it offers the visitor's way in whoever is signed in. */
export function LandingHeader() {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        Sprintboard
      </Link>
      <nav className={styles.nav} aria-label="Main">
        <LandingSectionLinks />
      </nav>
      <ActionLink to="/auth" look="primary">
        Apply Now
      </ActionLink>
    </header>
  );
}
