import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';

import { ApiError } from '@/api/api-error';
import { useServerError } from '@/hooks/use-server-error';

import { requestPasswordReset, signIn } from './auth-api';
import { emailRules, passwordRequiredRules } from './auth-form-rules';
import styles from './auth.module.css';
import { EmailNotConfirmedNotice } from './email-not-confirmed-notice';

interface SignInValues {
  email: string;
  password: string;
}

const LABELS = { email: 'Email', password: 'Password' };

/** Signing in stores the session; the auth page then moves on to the destination. */
export function SignInForm({ initialEmail }: { initialEmail?: string }) {
  const [form] = Form.useForm<SignInValues>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [busy, setBusy] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  async function submit(values: SignInValues) {
    const email = values.email.trim();
    setBusy(true);
    setUnconfirmedEmail(null);
    try {
      const { session, firstSignIn } = await signIn(email, values.password);
      const { user } = session;
      notification.success({ title: firstSignIn ? 'Welcome!' : 'Welcome back!' });
      notification.info({ title: `Role: ${user.role}`, description: `Your current role is ${user.role}` });
    } catch (error) {
      setBusy(false);
      showServerError(error, { title: 'Sign in failed', form, labels: LABELS });
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED') setUnconfirmedEmail(email);
    }
  }

  async function sendResetLink() {
    const email = String(form.getFieldValue('email') ?? '').trim();
    if (!email) {
      notification.warning({ title: 'Enter email first' });
      return;
    }
    setSendingReset(true);
    try {
      await requestPasswordReset(email);
      notification.success({ title: 'Check your email', description: 'We sent a reset link.' });
    } catch (error) {
      showServerError(error, { title: 'Error sending reset email', form, labels: LABELS });
    } finally {
      setSendingReset(false);
    }
  }

  return (
    <Form
      form={form}
      name="sign-in"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail ?? '' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={passwordRequiredRules}>
        <Input.Password autoComplete="current-password" placeholder="Your password" />
      </Form.Item>
      {unconfirmedEmail && (
        <div className={styles.notice}>
          <EmailNotConfirmedNotice email={unconfirmedEmail} />
        </div>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <div className={styles.secondaryAction}>
        <Button type="link" onClick={() => void sendResetLink()} loading={sendingReset}>
          Forgot password?
        </Button>
      </div>
    </Form>
  );
}
