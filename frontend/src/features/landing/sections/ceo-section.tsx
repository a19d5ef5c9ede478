import { LandingSection } from '@/components/landing-layout/landing-section';
import styles from '@/components/landing-layout/landing.module.css';

export function CeoSection() {
  return (
    <LandingSection id="ceo" eyebrow="About the CEO" title="Why we run sprints">
      <blockquote className={styles.quote}>
        <p>
          I kept meeting people inside large companies who understood a problem better than any startup working on it,
          yet had no safe way to find out whether their idea could become a business. Sprintboard gives them 72 hours, a
          team and real users to find out, and gives investors a clear signal of who is worth backing.
        </p>
        <footer>CEO, Sprintboard</footer>
      </blockquote>
    </LandingSection>
  );
}
