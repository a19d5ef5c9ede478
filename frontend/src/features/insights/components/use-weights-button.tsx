import { App, Button, Modal, Select } from 'antd';
import { useId, useState } from 'react';

import { useAdminEvents } from '@/api/list-admin-events';
import { useServerError } from '@/hooks/use-server-error';

import { useApplySuggestedWeights } from '../api/apply-suggested-weights';
import type { WeightsSection } from '../api/get-insights';
import { suggestedWeights } from '../insights-rows';

/** 'Use these weights': pick an upcoming event, confirm, and its criteria get the suggested weights. */
export function UseWeightsButton({ weights }: { weights: WeightsSection }) {
  const { message } = App.useApp();
  const showServerError = useServerError();
  const [open, setOpen] = useState(false);
  const [eventId, setEventId] = useState<string>();
  const events = useAdminEvents();
  const apply = useApplySuggestedWeights();
  const pickerId = useId();
  const upcoming = (events.data ?? []).filter((event) => event.status === 'upcoming');
  const chosen = upcoming.find((event) => event.id === eventId);

  const confirm = () => {
    if (!chosen) return;
    apply.mutate(
      { eventId: chosen.id, weights: suggestedWeights(weights) },
      {
        onSuccess: (result) => {
          const changed = result.changed.length;
          const left =
            result.unknownLabels.length > 0
              ? ` ${chosen.title} has no ${result.unknownLabels.join(', ')}: left as it is.`
              : '';
          void message.success(
            `Weights set for ${chosen.title}: ${changed} ${changed === 1 ? 'criterion' : 'criteria'} changed.${left}`,
          );
          setOpen(false);
          setEventId(undefined);
        },
        onError: (error) => showServerError(error, { title: 'Failed to use these weights' }),
      },
    );
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Use these weights
      </Button>
      <Modal
        title="Use these weights"
        open={open}
        okText="Use these weights"
        okButtonProps={{ disabled: !chosen }}
        confirmLoading={apply.isPending}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>
          The criteria of the event you pick get these weights (matched by label), in one audited change. Nothing else
          changes.
        </p>
        <ul>
          {weights.rows.map((row) => (
            <li key={row.key}>
              {row.label}: {row.currentWeight} → {row.suggestedWeight}
            </li>
          ))}
        </ul>
        <label htmlFor={pickerId}>Upcoming event</label>
        <Select
          id={pickerId}
          style={{ width: '100%', marginTop: 4 }}
          placeholder="Pick an upcoming event"
          value={eventId}
          loading={events.isPending}
          options={upcoming.map((event) => ({ value: event.id, label: event.title }))}
          notFoundContent="No upcoming event"
          onChange={setEventId}
        />
      </Modal>
    </>
  );
}
