import { CardList, LandingSection } from '@/components/landing-layout/landing-section';
import styles from '@/components/landing-layout/landing.module.css';

export function SystemSection() {
  return (
    <LandingSection id="system" eyebrow="System" title="One system, every quarter">
      <p className={styles.text}>
        Every sprint follows the same steps, so teams can compare their progress from one quarter to the next.
      </p>
      <CardList
        items={[
          { title: 'Apply', text: 'Pick the Discovery or Startup track. Our team reviews every application.' },
          {
            title: 'Team up',
            text: 'Approved builders form small teams that mix product, engineering and domain skills.',
          },
          { title: 'Submit', text: 'Each team submits its project to a track before the deadline.' },
          { title: 'Judge', text: 'Judges score projects on weighted criteria, and each track names its winners.' },
        ]}
      />
    </LandingSection>
  );
}
