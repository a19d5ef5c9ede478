import { ButtonLink } from '@/components/button-link';

import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { CardList, LandingSection } from './landing-section';
import styles from './landing.module.css';

// Placeholder copy: the full landing content and application form come in a later issue.
export function LandingPage() {
  return (
    <div className={styles.page}>
      <LandingHeader />
      <main>
        <LandingHero />
        <LandingSection id="what" eyebrow="What" title="A sprint, not an accelerator">
          <p className={styles.text}>
            Every quarter, builders spend 72 hours turning an idea into something users can touch. Between sprints teams
            test with real users, then return to go further.
          </p>
        </LandingSection>
        <LandingSection id="who" eyebrow="Who" title="Built for enterprise builders">
          <CardList
            items={[
              { title: 'Product managers', text: 'You know the customer problem inside out.' },
              { title: 'Engineers', text: 'You can ship a working product in a weekend.' },
              { title: 'Domain experts', text: 'You have seen the gap from inside the industry.' },
            ]}
          />
        </LandingSection>
        <LandingSection id="program" eyebrow="Program" title="How a sprint runs">
          <CardList
            items={[
              { title: '1. Apply', text: 'Pick the Discovery or Startup track.' },
              { title: '2. Build', text: '72 hours with your team, mentors on hand.' },
              { title: '3. Test', text: 'Put the product in front of users between sprints.' },
              { title: '4. Return', text: 'Come back next quarter with evidence.' },
            ]}
          />
        </LandingSection>
        <LandingSection id="results" eyebrow="Results" title="Proof so far">
          <ul className={styles.stats}>
            <li>
              <strong>150+</strong> founders
            </li>
            <li>
              <strong>50%</strong> return rate
            </li>
            <li>
              <strong>50%</strong> enterprise talent
            </li>
          </ul>
        </LandingSection>
        <LandingSection id="why" eyebrow="Why" title="Why a sprint">
          <CardList
            items={[
              {
                title: 'Build fast',
                text: 'Seventy-two hours forces the smallest useful product.',
              },
              { title: 'Test early', text: 'Real users see it weeks, not months, later.' },
              { title: 'Prove real', text: 'Judges score what works, not what is promised.' },
            ]}
          />
        </LandingSection>
        <LandingSection id="system" eyebrow="System" title="A quarterly rhythm">
          <p className={styles.text}>
            Sprint, test, return. Each sprint ends with judging on weighted criteria, and the strongest teams move
            towards funding.
          </p>
        </LandingSection>
        <LandingSection id="apply" eyebrow="Apply" title="Join Fall Sprint '25">
          <p className={styles.text}>Spots in Cohort 2 are limited. Create an account to apply.</p>
          <ButtonLink to="/auth" color="primary" variant="solid" size="large">
            Apply Now
          </ButtonLink>
        </LandingSection>
      </main>
      <footer className={styles.footer}>
        <span>© 2025 Sprintboard</span>
        <a href="#what">What</a>
        <a href="#program">Program</a>
        <a href="#apply">Apply</a>
      </footer>
    </div>
  );
}
