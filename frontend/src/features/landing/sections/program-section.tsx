import type { ReactNode } from 'react';

import { CardList, LandingSection } from '@/components/landing-layout/landing-section';
import styles from '@/components/landing-layout/landing.module.css';

import { TRACKS } from '../tracks';

/** `callout` replaces the landing's call for the next cohort (an event page tells its own cohort). */
export function ProgramSection({ callout = <NextCohortCallout /> }: { callout?: ReactNode }) {
  return (
    <LandingSection id="program" eyebrow="Program" title="Sprint, test, return">
      <p className={styles.text}>
        Sprints are held quarterly. You build during the sprint, test with real users between sprints, and return with
        what you learned.
      </p>
      <CardList
        items={[
          { title: '1. Build', text: '72 hours with your team to ship a product people can use.' },
          { title: '2. Test', text: 'Between sprints, put it in front of users and measure what happens.' },
          { title: '3. Return', text: 'Come back next quarter with evidence and take the next step.' },
        ]}
      />
      {callout}
    </LandingSection>
  );
}

function NextCohortCallout() {
  return (
    <div className={styles.callout}>
      <p className={styles.eyebrow}>Now accepting applications</p>
      <h3 className={styles.calloutTitle}>Cohort 2: fall sprint in Palo Alto</h3>
      <p className={styles.text}>Spots are limited. Choose the track that fits where you are:</p>
      <ul className={styles.inlineList}>
        {TRACKS.map((track) => (
          <li key={track.id}>
            <strong>{track.label}</strong>: {track.summary.toLowerCase()}.
          </li>
        ))}
      </ul>
    </div>
  );
}
