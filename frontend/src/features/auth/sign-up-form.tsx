import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { signUp, type SignUpInput } from './auth-api';
import { emailRules, NEW_PASSWORD_HINT, newPasswordRules, PASSWORD_MIN_LENGTH, requiredText } from './auth-form-rules';
import styles from './auth.module.css';

const LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password' };

/** Creates the account; the user confirms the email from the link before signing in. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [form] = Form.useForm<SignUpInput>();
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [busy, setBusy] = useState(false);

  async function submit(values: SignUpInput) {
    const input: SignUpInput = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    };
    setBusy(true);
    try {
      await signUp(input);
      notification.success({
        title: 'Account created! Please check your email to verify your account.',
        duration: 5,
      });
      notification.info({
        title: "The verification link will expire in 1 hour. After clicking it, you'll be automatically logged in.",
        duration: 8,
      });
      form.resetFields();
      onSignedUp(input.email);
    } catch (error) {
      showServerError(error, { title: 'Sign up failed', form, labels: LABELS });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} name="sign-up" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <div className={styles.nameRow}>
        <Form.Item label="First Name" name="firstName" rules={requiredText('first name')}>
          <Input autoComplete="given-name" placeholder="Ada" />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={requiredText('last name')}>
          <Input autoComplete="family-name" placeholder="Lovelace" />
        </Form.Item>
      </div>
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={newPasswordRules} extra={NEW_PASSWORD_HINT}>
        <Input.Password autoComplete="new-password" placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
