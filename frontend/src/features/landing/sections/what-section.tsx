import { CardList, LandingSection } from '@/components/landing-layout/landing-section';
import styles from '@/components/landing-layout/landing.module.css';

export function WhatSection() {
  return (
    <LandingSection id="what" eyebrow="What" title="A venture sprint, not an accelerator">
      <p className={styles.text}>
        Sprintboard runs 72-hour venture sprints for people who build inside large organisations. In three days a team
        goes from a problem they know first-hand to a working product in front of users. There is no months-long
        curriculum and no demo-day theatre: the sprint exists to surface startups that are worth funding.
      </p>
      <CardList
        items={[
          { title: '72 hours', text: 'One focused sprint to build the smallest product that proves the idea.' },
          { title: 'Every quarter', text: 'Sprints repeat, so promising teams come back and go further.' },
          { title: 'Fundable startups', text: 'The goal is evidence an investor can act on, not a pitch deck.' },
        ]}
      />
    </LandingSection>
  );
}
