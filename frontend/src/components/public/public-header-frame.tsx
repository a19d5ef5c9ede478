import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

import landing from '@/components/landing-layout/landing.module.css';

/** The light public pages' header: the brand, the page's links and one action at the right. */
export function PublicHeaderFrame({ links, action }: { links: ReactNode; action: ReactNode }) {
  return (
    <header className={landing.header}>
      <Link to="/" className={landing.brand}>
        Sprintboard
      </Link>
      <nav className={landing.nav} aria-label="Main">
        {links}
      </nav>
      {action}
    </header>
  );
}
