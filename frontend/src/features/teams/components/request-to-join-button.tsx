import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { useRequestToJoin } from '../api/manage-team';
import { MESSAGE_MAX_LENGTH } from '../team-rules';

interface RequestToJoinButtonProps {
  projectId: string;
  teamTitle: string;
}

/** 'Request to Join' with a short message to the owner, in a modal. */
export function RequestToJoinButton({ projectId, teamTitle }: RequestToJoinButtonProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const request = useRequestToJoin();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const inputId = `join-message-${projectId}`;

  const send = () =>
    request.mutate(
      { projectId, message: message.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setMessage('');
          notification.success({
            title: 'Request sent',
            description: `The owner of ${teamTitle} will answer by email.`,
          });
        },
        onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to send your request.' }),
      },
    );

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Request to Join
      </Button>
      <Modal
        title={`Request to join ${teamTitle}`}
        open={open}
        okText="Send Request"
        confirmLoading={request.isPending}
        onOk={send}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical" component="div">
          <Form.Item label="Message" htmlFor={inputId} extra="A few words about you and what you would bring.">
            <Input.TextArea
              id={inputId}
              value={message}
              maxLength={MESSAGE_MAX_LENGTH}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              onChange={(event) => setMessage(event.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
