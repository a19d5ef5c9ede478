import styles from '@/components/landing-layout/landing.module.css';
import { useSignedInSettled } from '@/lib/session/signed-in-settled';

import { useAuthLinkErrorNotice } from './auth-link/use-auth-link-error-notice';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { ApplySection } from './sections/apply-section';
import { CeoSection } from './sections/ceo-section';
import { ProgramSection } from './sections/program-section';
import { ResultsSection } from './sections/results-section';
import { SystemSection } from './sections/system-section';
import { WhatSection } from './sections/what-section';
import { WhoSection } from './sections/who-section';
import { WhySection } from './sections/why-section';
import { useRedirectSignedInToDashboard } from './use-redirect-signed-in';
import { PageMain } from '@/components/skip-link';

export function LandingPage() {
  const authLinkErrorNotice = useAuthLinkErrorNotice();
  useRedirectSignedInToDashboard();
  // Signed in, the app shell draws the full header instead.
  const inApp = useSignedInSettled();

  return (
    <div className={styles.page}>
      {authLinkErrorNotice}
      {inApp ? null : <LandingHeader />}
      <PageMain inApp={inApp}>
        <LandingHero />
        <WhatSection />
        <WhoSection />
        <ProgramSection />
        <ResultsSection />
        <WhySection />
        <SystemSection />
        <CeoSection />
        <ApplySection />
      </PageMain>
      <LandingFooter />
    </div>
  );
}
