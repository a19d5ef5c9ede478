import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

import { ActionLink } from './public/action-link';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    // warn, not error: a missing page is expected input, and e2e runs fail on console errors
    console.warn('404: attempted path', pathname);
  }, [pathname]);

  return (
    <section className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Oops! Page not found</h1>
      <ActionLink to="/" look="primary" size="large">
        Return to Home
      </ActionLink>
    </section>
  );
}
