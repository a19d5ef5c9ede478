import landing from '@/components/landing-layout/landing.module.css';

import styles from './event-page.module.css';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

/**
 * What the server sends for an event no visitor may see; plain links, as the client replaces it
 * with its own rendering of the page.
 */
export function EventNotFoundPage() {
  return (
    <div className={landing.page}>
      <main className={styles.unavailable} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>Event Not Found</h1>
        <p>The event you&apos;re looking for doesn&apos;t exist or isn&apos;t public yet.</p>
        <div className={landing.actions}>
          <a href="/">Go Home</a>
          <a href="/events">Back to Events</a>
        </div>
      </main>
    </div>
  );
}
