import { useNavigate } from '@tanstack/react-router';
import { App, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';

import { ButtonLink } from '@/components/button-link';
import { CardPageTitle } from '@/components/page-title';

import styles from './auth.module.css';
import { forgetAttempt, verifyOnce } from './verify-once';

// What the landing page reads from the hash, in the form the original's auth service used.
const LINK_EXPIRED_HREF =
  '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
const LINK_INVALID_HREF = '/#error=access_denied&error_description=Email+link+is+invalid';

/** Follows the verification link: confirms the email, signs in and opens the dashboard. */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [attempt, setAttempt] = useState(0);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!token) {
      void navigate({ href: LINK_INVALID_HREF, replace: true });
      return;
    }
    let current = true;
    void verifyOnce(token).then((outcome) => {
      if (!current) return;
      if (outcome === 'verified') {
        notification.success({ title: 'Email confirmed', description: 'You are now signed in.' });
        void navigate({ to: '/dashboard', replace: true });
      } else if (outcome === 'link-rejected') {
        void navigate({ href: LINK_EXPIRED_HREF, replace: true });
      } else {
        setUnavailable(true);
      }
    });
    return () => {
      current = false;
    };
  }, [token, attempt, navigate, notification]);

  function retry() {
    if (token) forgetAttempt(token);
    setUnavailable(false);
    setAttempt((count) => count + 1);
  }

  if (unavailable) {
    return (
      <Result
        status="warning"
        title={<CardPageTitle>We could not confirm your email just now</CardPageTitle>}
        subTitle="The server could not be reached. Your link still works: try again in a moment."
        extra={[
          <Button key="retry" type="primary" onClick={retry}>
            Try again
          </Button>,
          <ButtonLink key="home" to="/">
            Back to Home
          </ButtonLink>,
        ]}
      />
    );
  }

  return (
    <div className={styles.status}>
      <Spin size="large" />
      <h1 className={styles.title}>Confirming your email...</h1>
    </div>
  );
}
