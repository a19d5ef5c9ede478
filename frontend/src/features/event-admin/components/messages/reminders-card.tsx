import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import {
  reminderSettingsQueryOptions,
  useChangeReminderSettings,
  type ReminderKind,
  type ReminderSettings,
} from '../../api/reminders';

const KINDS: { kind: ReminderKind; name: string; offsets: string }[] = [
  {
    kind: 'submissionDeadline',
    name: 'Submission deadline',
    offsets: 'Hours before the deadline, to approved participants whose team has not submitted',
  },
  {
    kind: 'judging',
    name: 'Judging',
    offsets: 'Hours after judging opens (or reopens), to judges with unscored assignments',
  },
  {
    kind: 'judgingClose',
    name: 'Judging close date',
    offsets: 'Hours before the close date set on the Judging tab, to judges with unscored assignments',
  },
  {
    kind: 'spotConfirmation',
    name: 'Spot confirmation',
    offsets: 'Hours before each applicant’s confirm-by deadline, while their spot is unconfirmed',
  },
];

/** The Messages tab's 'Reminders' card (issue 30 'Automatic reminders'): each kind on or off, with its offsets. */
export function RemindersCard({ eventId }: { eventId: string }) {
  const settings = useQuery(reminderSettingsQueryOptions(eventId));
  return (
    <Card title="Reminders">
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : settings.isError ? (
        <Typography.Text type="danger">Reminder settings could not be loaded.</Typography.Text>
      ) : (
        <RemindersForm key={JSON.stringify(settings.data)} eventId={eventId} saved={settings.data} />
      )}
    </Card>
  );
}

function RemindersForm({ eventId, saved }: { eventId: string; saved: ReminderSettings }) {
  const [draft, setDraft] = useState(saved);
  const change = useChangeReminderSettings(eventId);
  const { message } = App.useApp();
  const showServerError = useServerError();

  const set = (kind: ReminderKind, patch: Partial<ReminderSettings[ReminderKind]>) =>
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], ...patch } }));

  function save() {
    change.mutate(draft, {
      onSuccess: () => void message.success('Reminders saved'),
      onError: (error) => showServerError(error, { title: 'Reminders not saved' }),
    });
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {KINDS.map(({ kind, name, offsets }) => (
        <div key={kind}>
          <Space>
            <Switch
              id={`reminder-${kind}`}
              aria-label={name}
              checked={draft[kind].enabled}
              onChange={(enabled) => set(kind, { enabled })}
            />
            <label htmlFor={`reminder-${kind}`}>{name}</label>
          </Space>
          <Typography.Paragraph type="secondary">{offsets} (whole hours, 1-336, at most 3)</Typography.Paragraph>
          <Select
            mode="tags"
            aria-label={`${name} offsets in hours`}
            style={{ width: '100%' }}
            value={draft[kind].offsetsHours.map(String)}
            onChange={(values: string[]) => set(kind, { offsetsHours: values.map(Number) })}
            tokenSeparators={[',', ' ']}
            open={false}
            suffixIcon={null}
          />
        </div>
      ))}
      <Typography.Text type="secondary">Check-in reminders follow the ventures’ check-in schedule.</Typography.Text>
      <Button type="primary" loading={change.isPending} onClick={save}>
        Save reminders
      </Button>
    </Space>
  );
}
