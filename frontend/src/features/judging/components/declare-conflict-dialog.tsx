import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';

import { ReasonField } from '@/components/reason-field';
import { useServerError } from '@/hooks/use-server-error';

import { useDeclareConflict, type ConflictForm } from '../api/declare-conflict';
import { conflictTeamsQueryOptions } from '../api/list-conflict-teams';

const LABELS = { projectId: 'Team', reason: 'Reason' };

function DeclareConflictDialog({
  eventId,
  eventTitle,
  onClose,
}: {
  eventId: string;
  eventTitle: string;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [form] = Form.useForm<ConflictForm>();
  const teams = useQuery(conflictTeamsQueryOptions(eventId));
  const declare = useDeclareConflict(eventId);

  return (
    <Modal
      open
      title={`Declare Conflict: ${eventTitle}`}
      okText="Declare Conflict"
      confirmLoading={declare.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>Declare a conflict of interest with a team, and you will not be asked to review its submission.</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          declare.mutate(
            { ...values, reason: values.reason.trim() },
            {
              onSuccess: () => {
                notification.success({ title: 'Conflict declared' });
                onClose();
              },
              onError: (error) => showServerError(error, { title: 'Failed to declare conflict', form, labels: LABELS }),
            },
          )
        }
      >
        <Form.Item name="projectId" label="Team" rules={[{ required: true, message: 'Please select a team.' }]}>
          <Select
            aria-label="Team"
            showSearch={{ optionFilterProp: 'label' }}
            loading={teams.isPending}
            notFoundContent={teams.isError ? 'Failed to load teams' : 'No teams in this event yet'}
            options={(teams.data ?? []).map((team) => ({ value: team.projectId, label: team.title }))}
          />
        </Form.Item>
        <ReasonField placeholder="I mentor one of its members." />
      </Form>
    </Modal>
  );
}

/** 'Declare Conflict' for one event: opens the dialog to name the team and the reason. */
export function DeclareConflictButton({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={`Declare Conflict in ${eventTitle}`}>
        Declare Conflict
      </Button>
      {open ? <DeclareConflictDialog eventId={eventId} eventTitle={eventTitle} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
