import { useNavigate } from '@tanstack/react-router';
import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';

import { ReasonField } from '@/components/reason-field';
import { useServerError } from '@/hooks/use-server-error';

import { useRecuseFromReview } from '../api/recuse-from-review';

/** 'Recuse', with a reason: the application goes to the next eligible reviewer. */
export function RecuseReviewButton({ applicationId, label }: { applicationId: string; label: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const recuse = useRecuseFromReview(applicationId);

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Recuse
      </Button>
      <Modal
        open={open}
        title={`Recuse from ${label}`}
        okText="Recuse"
        okButtonProps={{ danger: true }}
        confirmLoading={recuse.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        forceRender
      >
        <p>Another eligible reviewer will be asked to review this application instead.</p>
        <Form
          form={form}
          layout="vertical"
          onFinish={({ reason }) =>
            recuse.mutate(reason.trim(), {
              onSuccess: ({ reassigned }) => {
                setOpen(false);
                notification.success({
                  title: 'You recused yourself from this application',
                  description: reassigned
                    ? 'Another reviewer has been assigned in your place.'
                    : 'No other eligible reviewer was available: staff will see it is short of a review.',
                });
                void navigate({ to: '/review' });
              },
              onError: (error) =>
                showServerError(error, { title: 'Failed to recuse', form, labels: { reason: 'Reason' } }),
            })
          }
        >
          <ReasonField placeholder="I know this applicant personally." />
        </Form>
      </Modal>
    </>
  );
}
