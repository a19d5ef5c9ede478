import { CardList, LandingSection } from '@/components/landing-layout/landing-section';
import styles from '@/components/landing-layout/landing.module.css';

export function WhoSection() {
  return (
    <LandingSection id="who" eyebrow="Who" title="Built for enterprise builders">
      <p className={styles.text}>
        The best startup ideas often start inside large companies, with the people who see a problem every day. The
        sprint brings them together in small, mixed teams.
      </p>
      <CardList
        items={[
          { title: 'Product managers', text: 'You know the customer, the workflow and where it breaks.' },
          { title: 'Engineers', text: 'You can turn a rough idea into working software in days.' },
          { title: 'Domain experts', text: 'You have seen the gap from inside the industry for years.' },
        ]}
      />
    </LandingSection>
  );
}
