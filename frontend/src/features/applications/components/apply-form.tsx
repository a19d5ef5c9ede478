import { useNavigate } from '@tanstack/react-router';
import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';

import { ApiError } from '@/api/api-error';
import { ROLE_OPTIONS, type ApplicationRole } from '@/lib/applicant-roles';

import { useSubmitApplication } from '../api/submit-application';
import { answerCounter, isApplicationComplete, linkedinOrNull } from '../application-form';
import { toastBeforeEventPage } from './event-page-toast';

interface ApplyFormProps {
  eventId: string;
  fullName: string;
  email: string;
  /** Told before navigating away after a submit, so the page does not treat it as "already applied". */
  onSubmitted: () => void;
}

export function ApplyForm({ eventId, fullName, email, onSubmitted }: ApplyFormProps) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const submit = useSubmitApplication(eventId);
  const [linkedin, setLinkedin] = useState('');
  const [role, setRole] = useState<ApplicationRole | undefined>(undefined);
  const [shortAnswer, setShortAnswer] = useState('');

  const onFinish = () => {
    if (!isApplicationComplete(role, shortAnswer) || role === undefined) {
      notification.error({ title: 'Missing Information', description: 'Please fill in all required fields.' });
      return;
    }
    submit.mutate(
      { linkedinUrl: linkedinOrNull(linkedin), role, shortAnswer },
      {
        onSuccess: () => {
          onSubmitted();
          notification.success({ title: 'Application Submitted!' });
          void navigate({ to: '/events/$eventId/confirmation', params: { eventId } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'APPLICATION_ALREADY_EXISTS') {
            onSubmitted();
            toastBeforeEventPage('Already Applied', 'You have already applied to this event.');
            void navigate({ to: '/events/$eventId', params: { eventId } });
            return;
          }
          const description =
            error instanceof ApiError && error.message
              ? error.message
              : 'Failed to submit application. Please try again.';
          notification.error({ title: 'Submission Failed', description });
        },
      },
    );
  };

  return (
    <Form layout="vertical" onFinish={onFinish}>
      <Form.Item label="Full Name" htmlFor="apply-full-name" extra="Pulled from your profile">
        <Input id="apply-full-name" value={fullName} readOnly />
      </Form.Item>
      <Form.Item label="Email" htmlFor="apply-email" extra="Your account email">
        <Input id="apply-email" value={email} readOnly />
      </Form.Item>
      <Form.Item label="LinkedIn Profile" htmlFor="apply-linkedin">
        <Input
          id="apply-linkedin"
          value={linkedin}
          placeholder="https://linkedin.com/in/your-profile"
          onChange={(event) => setLinkedin(event.target.value)}
        />
      </Form.Item>
      <Form.Item label="Role" htmlFor="apply-role" required>
        <Select<ApplicationRole>
          id="apply-role"
          value={role}
          placeholder="Select your role"
          options={ROLE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          onChange={setRole}
        />
      </Form.Item>
      <Form.Item
        label="Why do you want to join? What skills do you bring?"
        htmlFor="apply-short-answer"
        required
        extra={answerCounter(shortAnswer)}
      >
        <Input.TextArea
          id="apply-short-answer"
          rows={5}
          value={shortAnswer}
          onChange={(event) => setShortAnswer(event.target.value)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending} block>
        {submit.isPending ? 'Submitting Application...' : 'Apply to Sprint'}
      </Button>
    </Form>
  );
}
