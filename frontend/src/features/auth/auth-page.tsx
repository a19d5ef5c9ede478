import { useNavigate } from '@tanstack/react-router';
import { Card, Tabs } from 'antd';
import { useEffect, useState } from 'react';

import { ButtonLink } from '@/components/button-link';
import { useSession } from '@/lib/session/session';

import type { AuthSearch } from './auth-search';
import styles from './auth.module.css';
import { destinationAfterSignIn } from './destination';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'sign-in' | 'sign-up';

/** Once signed in (here or in another tab), the visitor moves on to where they were headed. */
function useLeaveWhenSignedIn({ next, redirect }: AuthSearch): void {
  const role = useSession()?.user.role;
  const navigate = useNavigate();

  useEffect(() => {
    if (!role) return;
    void navigate({ href: destinationAfterSignIn({ next, redirect }, role), replace: true });
  }, [role, next, redirect, navigate]);
}

export function AuthPage({ search }: { search: AuthSearch }) {
  const [tab, setTab] = useState<AuthTab>('sign-in');
  const [signedUpEmail, setSignedUpEmail] = useState<string>();
  useLeaveWhenSignedIn(search);

  function showSignIn(email: string) {
    setSignedUpEmail(email);
    setTab('sign-in');
  }

  return (
    <div className={styles.page}>
      <div className={styles.back}>
        <ButtonLink to="/" variant="text" color="default">
          Back to Home
        </ButtonLink>
      </div>
      <Card className={styles.card}>
        <h1 className={styles.title}>Welcome to Sprintboard</h1>
        <p className={styles.subtitle}>Sign in to your account or create a new one.</p>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as AuthTab)}
          centered
          items={[
            {
              key: 'sign-in',
              label: 'Sign In',
              // Remounted with the new email after sign-up, so the form starts from it.
              children: <SignInForm key={signedUpEmail ?? ''} initialEmail={signedUpEmail} />,
            },
            { key: 'sign-up', label: 'Sign Up', children: <SignUpForm onSignedUp={showSignIn} /> },
          ]}
        />
      </Card>
    </div>
  );
}
