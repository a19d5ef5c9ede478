import { CardList, LandingSection } from '@/components/landing-layout/landing-section';

export function WhySection() {
  return (
    <LandingSection id="why" eyebrow="Why" title="Why a sprint works">
      <CardList
        items={[
          { title: 'Build fast', text: 'Seventy-two hours forces the smallest product that can prove the idea.' },
          { title: 'Test early', text: 'Real users see it within weeks, not after months of planning.' },
          { title: 'Prove real', text: 'Teams are judged on what works, not on what is promised.' },
        ]}
      />
    </LandingSection>
  );
}
