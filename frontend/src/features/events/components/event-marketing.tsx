import { ActionLink } from '@/components/public/action-link';
import { CardList, LandingSection } from '@/components/landing-layout/landing-section';
import landing from '@/components/landing-layout/landing.module.css';

import { ApplyButton } from './apply-button';

const PILLARS = [
  { title: 'Build fast', text: '72 hours with a small, mixed team to ship something people can use.' },
  { title: 'Test early', text: 'Put it in front of real users between sprints and measure what happens.' },
  { title: 'Prove real', text: 'Come back with evidence: usage, customers, and a reason to fund it.' },
];

const PROOF = [
  { value: '150+', label: 'founders' },
  { value: '50%', label: 'return rate' },
  { value: '1', label: 'funded team' },
];

export function EventPillars() {
  return (
    <LandingSection id="what" eyebrow="What" title="A venture sprint, not a hackathon">
      <CardList items={PILLARS} />
    </LandingSection>
  );
}

export function EventProof() {
  return (
    <LandingSection id="results" eyebrow="Results" title="Proof So Far">
      <ul className={landing.stats}>
        {PROOF.map((figure) => (
          <li key={figure.label}>
            <strong>{figure.value}</strong> {figure.label}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function EventClosingCta({ eventId }: { eventId: string }) {
  return (
    <LandingSection id="apply" eyebrow="Apply" title="Ready to build?">
      <p className={landing.text}>Spots are limited. Apply now and build something real in 72 hours.</p>
      <div className={landing.actions}>
        <ApplyButton eventId={eventId} size="large">
          Apply Now
        </ApplyButton>
        <ActionLink to="/events" size="large">
          Browse Events
        </ActionLink>
      </div>
    </LandingSection>
  );
}

export function EventFooter() {
  return (
    <footer className={landing.footer}>
      <span>© 2024 Sprintboard</span>
    </footer>
  );
}
