import { ActionLink } from '@/components/public/action-link';
import { CardList, LandingSection } from '@/components/landing-layout/landing-section';
import landing from '@/components/landing-layout/landing.module.css';

import type { EventDto } from '@/api/list-public-events';

import { EventAction } from './event-action';

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

/** The closing call: apply while the event takes applications; once completed, its results. */
export function EventClosingCta({ event }: { event: EventDto }) {
  const completed = event.status === 'completed';
  return (
    <LandingSection id="apply" eyebrow="Apply" title={completed ? `${event.title} has ended` : 'Ready to build?'}>
      <p className={landing.text}>
        {completed
          ? 'Applications are closed. Browse the sprints you can still apply to.'
          : `Spots in ${event.title} are limited. Apply now and build something real in 72 hours.`}
      </p>
      <div className={landing.actions}>
        <EventAction event={event} applyLabel="Apply Now" size="large" quiet />
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
