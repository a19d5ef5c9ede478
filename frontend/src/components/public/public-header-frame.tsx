import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

import landing from '@/components/landing-layout/landing.module.css';

/**
 * The light public pages' header: the brand, the page's links and one action at the right. On a
 * phone the links fold behind a 'Menu' button (a native disclosure, so it costs no script).
 */
export function PublicHeaderFrame({ links, action }: { links: ReactNode; action: ReactNode }) {
  return (
    <header className={landing.header}>
      <Link to="/" className={landing.brand}>
        Sprintboard
      </Link>
      <nav className={landing.nav} aria-label="Main">
        {links}
      </nav>
      <details
        className={landing.menu}
        // A chosen link closes the menu, which would otherwise stay open over the section it leads to.
        onClick={(event) => {
          if (event.target instanceof HTMLAnchorElement) event.currentTarget.open = false;
        }}
      >
        <summary className={landing.menuButton}>Menu</summary>
        <nav className={landing.menuLinks} aria-label="Main">
          {links}
        </nav>
      </details>
      {action}
    </header>
  );
}
