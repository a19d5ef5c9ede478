import { PageTitle } from '@/components/page-title';

/** The judging screens are placeholders until judging ships. */
export function ComingSoonPage({ title, feature }: { title: string; feature: string }) {
  return (
    <section aria-label={title}>
      <PageTitle>{title}</PageTitle>
      <p>{feature} functionality is coming in a future update.</p>
    </section>
  );
}
