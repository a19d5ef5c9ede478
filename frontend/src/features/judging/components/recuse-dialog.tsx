import { useNavigate } from '@tanstack/react-router';
import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';

import { ReasonField } from '@/components/reason-field';
import { useServerError } from '@/hooks/use-server-error';

import { useRecuse } from '../api/recuse';

interface RecuseProps {
  assignmentId: string;
  title: string;
}

/** 'Recuse', with a reason: the submission leaves the judge's queue for the next eligible judge. */
export function RecuseButton({ assignmentId, title }: RecuseProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const recuse = useRecuse(assignmentId);

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Recuse
      </Button>
      <Modal
        open={open}
        title={`Recuse from ${title}`}
        okText="Recuse"
        okButtonProps={{ danger: true }}
        confirmLoading={recuse.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        forceRender
      >
        <p>Another eligible judge will be asked to review this submission instead.</p>
        <Form
          form={form}
          layout="vertical"
          onFinish={({ reason }) =>
            recuse.mutate(reason.trim(), {
              onSuccess: ({ reassigned }) => {
                setOpen(false);
                notification.success({
                  title: 'You recused yourself from this submission',
                  description: reassigned
                    ? 'Another judge has been assigned in your place.'
                    : 'No other eligible judge was available: staff will see it is short of a review.',
                });
                void navigate({ to: '/judging' });
              },
              onError: (error) =>
                showServerError(error, { title: 'Failed to recuse', form, labels: { reason: 'Reason' } }),
            })
          }
        >
          <ReasonField placeholder="I advised this team last quarter." />
        </Form>
      </Modal>
    </>
  );
}
