import { Alert, App, Button } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { resendVerification } from './auth-api';

/** Shown when sign-in failed because the email is not confirmed: the way to get a new link. */
export function EmailNotConfirmedNotice({ email }: { email: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendVerification(email);
      setSent(true);
      notification.success({
        title: 'Verification email sent',
        description: `We sent a new link to ${email}. It expires in 1 hour.`,
      });
    } catch (error) {
      showServerError(error, { title: 'Could not resend the verification email' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert
      type="warning"
      showIcon
      title="Email not confirmed"
      description={`Open the link we emailed to ${email} to confirm your account, or ask for a new one.`}
      action={
        <Button size="small" onClick={() => void resend()} loading={sending} disabled={sent}>
          {sent ? 'Link sent' : 'Resend verification email'}
        </Button>
      }
    />
  );
}
