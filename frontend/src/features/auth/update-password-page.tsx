import { useNavigate } from '@tanstack/react-router';
import { App, Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';

import { ButtonLink } from '@/components/button-link';
import { useServerError } from '@/hooks/use-server-error';

import { resetPassword } from './auth-api';
import { NEW_PASSWORD_HINT, newPasswordRules, PASSWORD_MIN_LENGTH } from './auth-form-rules';
import styles from './auth.module.css';

/** The pause after success, so the confirmation is read before the dashboard opens. */
const REDIRECT_AFTER_UPDATE_MS = 1000;

interface NewPasswordValues {
  password: string;
}

export function UpdatePasswordPage({ token }: { token: string | undefined }) {
  return (
    <div className={styles.page}>
      <div className={styles.back}>
        <ButtonLink to="/auth" variant="text" color="default">
          Back to Sign In
        </ButtonLink>
      </div>
      <Card className={styles.card}>
        <h1 className={styles.title}>Set New Password</h1>
        {token ? <NewPasswordForm token={token} /> : <MissingToken />}
      </Card>
    </div>
  );
}

function MissingToken() {
  return (
    <div className={styles.status}>
      <p className={styles.subtitle}>
        This page opens from the link in a password reset email. To get one, use &quot;Forgot password?&quot; on the
        sign-in page.
      </p>
      <ButtonLink to="/auth" color="primary" variant="solid">
        Go to Sign In
      </ButtonLink>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [form] = Form.useForm<NewPasswordValues>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [updated, setUpdated] = useState(false);

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_AFTER_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [updated, navigate]);

  async function submit({ password }: NewPasswordValues) {
    setBusy(true);
    try {
      await resetPassword(token, password);
      notification.success({ title: 'Password updated successfully!' });
      setUpdated(true);
    } catch (error) {
      setBusy(false);
      showServerError(error, { title: 'Failed to update password', form, labels: { password: 'Password' } });
    }
  }

  return (
    <Form
      form={form}
      name="new-password"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
    >
      <p className={styles.subtitle}>Choose a new password for your account.</p>
      <Form.Item label="New Password" name="password" rules={newPasswordRules} extra={NEW_PASSWORD_HINT}>
        <Input.Password
          autoComplete="new-password"
          placeholder={`Enter new password (minimum ${PASSWORD_MIN_LENGTH} characters)`}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={updated}>
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </Form>
  );
}
