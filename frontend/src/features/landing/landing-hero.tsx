import { ButtonLink } from '@/components/button-link';

import styles from './landing.module.css';

const TRACKS = [
  { name: 'Discovery', text: 'Start from a problem and build from scratch during the sprint.' },
  { name: 'Startup', text: 'Bring an early-stage project and push it to its next proof point.' },
];

export function LandingHero() {
  return (
    <section className={styles.hero}>
      <p className={styles.eyebrow}>Cohort 2 · Fall sprint in Palo Alto · Limited spots</p>
      <h1 className={styles.heroTitle}>72-hour venture sprints for enterprise builders</h1>
      <p className={styles.lead}>
        Product managers, engineers and domain experts team up, build a real product in 72 hours, test it with users
        between sprints, and come back. We are not an accelerator: we surface fundable startups.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/auth" color="primary" variant="solid" size="large">
          Join Fall Sprint &apos;25
        </ButtonLink>
        <ButtonLink to="/events" size="large">
          Browse Events
        </ButtonLink>
      </div>
      <ul className={styles.tracks} aria-label="Tracks">
        {TRACKS.map((track) => (
          <li key={track.name} className={styles.card}>
            <strong>{track.name} track</strong>
            <span>{track.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
