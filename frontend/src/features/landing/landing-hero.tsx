import { ActionLink } from '@/components/public/action-link';
import styles from '@/components/landing-layout/landing.module.css';

import { TRACKS } from './tracks';

export function LandingHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <p className={styles.eyebrow}>Cohort 2 · Fall sprint in Palo Alto · Limited spots</p>
      <h1 id="hero-title" className={styles.heroTitle}>
        72-hour venture sprints for enterprise builders
      </h1>
      <p className={styles.lead}>
        Product managers, engineers and domain experts build a real product in 72 hours, test it with users between
        sprints, and come back. We are not an accelerator: we surface fundable startups.
      </p>
      <div className={styles.actions}>
        <ActionLink to="/auth" look="primary" size="large">
          Join Fall Sprint &apos;25
        </ActionLink>
        <ActionLink to="/events" size="large">
          Browse Events
        </ActionLink>
      </div>
      <ul className={styles.tracks} aria-label="Tracks">
        {TRACKS.map((track) => (
          <li key={track.id} className={styles.card}>
            <strong>{track.label} track</strong>
            <span className={styles.trackSummary}>{track.summary}</span>
            <span>{track.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
