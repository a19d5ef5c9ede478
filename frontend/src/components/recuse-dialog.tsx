import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';

import { ReasonField } from '@/components/reason-field';
import { useServerError } from '@/hooks/use-server-error';

/** What a judge's and a reviewer's dialog say differently (each verbatim from its spec). */
export interface RecuseTexts {
  /** Under the dialog's title: who will get the work instead. */
  explanation: string;
  /** The success toast's title. */
  recusedTitle: string;
  /** The toast's text when another panel member took it over. */
  reassigned: string;
  /** The toast's text when nobody else was eligible. */
  notReassigned: string;
  /** The reason field's example. */
  placeholder: string;
}

interface RecuseButtonProps {
  /** What is recused from, in the dialog's title 'Recuse from …'. */
  subject: string;
  texts: RecuseTexts;
  /** The feature's recuse call: takes the reason, answers whether someone else was assigned. */
  recuse: Pick<UseMutationResult<{ reassigned: boolean }, Error, string>, 'mutate' | 'isPending'>;
  /** After the toast: where the feature goes next (its queue). */
  onRecused: () => void;
}

/**
 * 'Recuse', with a reason, for a judge's assignment and a reviewer's application alike: the dialog,
 * the reason, the toast that says whether another eligible person took it over.
 */
export function RecuseButton({ subject, texts, recuse, onRecused }: RecuseButtonProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Recuse
      </Button>
      <Modal
        open={open}
        title={`Recuse from ${subject}`}
        okText="Recuse"
        okButtonProps={{ danger: true }}
        confirmLoading={recuse.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        forceRender
      >
        <p>{texts.explanation}</p>
        <Form
          form={form}
          layout="vertical"
          onFinish={({ reason }) =>
            recuse.mutate(reason.trim(), {
              onSuccess: ({ reassigned }) => {
                setOpen(false);
                notification.success({
                  title: texts.recusedTitle,
                  description: reassigned ? texts.reassigned : texts.notReassigned,
                });
                onRecused();
              },
              onError: (error) =>
                showServerError(error, { title: 'Failed to recuse', form, labels: { reason: 'Reason' } }),
            })
          }
        >
          <ReasonField placeholder={texts.placeholder} />
        </Form>
      </Modal>
    </>
  );
}
