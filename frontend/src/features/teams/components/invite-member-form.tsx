import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { useInviteMember } from '../api/manage-team';
import { isEmailLike, isFull } from '../team-rules';

interface InviteMemberFormProps {
  projectId: string;
  /** Null when the project is in no event (no cap). */
  openSeats: number | null;
}

/** 'Invite Member': the owner types an email and sends the invitation (the link goes by email). */
export function InviteMemberForm({ projectId, openSeats }: InviteMemberFormProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const valid = isEmailLike(email);
  const full = isFull(openSeats);

  const send = () => {
    if (!valid || full) return;
    const address = email.trim();
    invite.mutate(
      { projectId, email: address },
      {
        onSuccess: () => {
          setEmail('');
          notification.success({ title: 'Invitation sent', description: `We emailed an invitation to ${address}.` });
        },
        onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to send the invitation.' }),
      },
    );
  };

  return (
    <section aria-label="Invite Member">
      <Typography.Title level={5}>Invite Member</Typography.Title>
      {full ? (
        <Typography.Text type="secondary">The team is full: no seat is open for another member.</Typography.Text>
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item
            label="Email"
            htmlFor={`invite-email-${projectId}`}
            help={email !== '' && !valid ? 'Please enter a valid email.' : undefined}
            validateStatus={email !== '' && !valid ? 'error' : undefined}
          >
            <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
              <Input
                id={`invite-email-${projectId}`}
                type="email"
                placeholder="teammate@example.com"
                value={email}
                maxLength={254}
                onChange={(event) => setEmail(event.target.value)}
                onPressEnter={send}
              />
              <Button type="primary" disabled={!valid} loading={invite.isPending} onClick={send}>
                Send Invite
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      )}
    </section>
  );
}
