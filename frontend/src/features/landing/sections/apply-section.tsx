import { LandingSection } from '@/components/landing-layout/landing-section';
import styles from '@/components/landing-layout/landing.module.css';

import { ApplicationForm } from '../application/application-form';

export function ApplySection() {
  return (
    <LandingSection id="apply" eyebrow="Apply" title="Apply for Cohort 2">
      <p className={styles.text}>
        The fall sprint in Palo Alto has limited spots. Tell us who you are and which track fits you.
      </p>
      <ApplicationForm />
    </LandingSection>
  );
}
