import { App, Button, DatePicker, Skeleton, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { useAdminEvent } from '../../api/get-admin-event';
import { useSetJudgingCloseDate } from '../../api/set-judging-close-date';
import { isoToWallClock, wallClockToIso, type EventTimezone } from '../../event-time';

/**
 * The close date staff set for judging (issue 30): judges with unscored assignments are reminded
 * before it. Picked in the event's timezone; judging does not close by itself at that date.
 */
export function JudgingCloseDate({ eventId, closesAt }: { eventId: string; closesAt: string | null }) {
  const event = useAdminEvent(eventId);
  if (event.isPending) return <Skeleton.Input active size="small" />;
  if (event.error) return <Typography.Text type="danger">The close date could not be loaded.</Typography.Text>;
  return <CloseDateForm eventId={eventId} timezone={event.data.timezone} closesAt={closesAt} />;
}

interface CloseDateFormProps {
  eventId: string;
  timezone: EventTimezone;
  closesAt: string | null;
}

function CloseDateForm({ eventId, timezone, closesAt }: CloseDateFormProps) {
  const shownOf = (iso: string | null) => (iso === null ? null : isoToWallClock(iso, timezone));
  const [value, setValue] = useState<Dayjs | null>(shownOf(closesAt));
  // A new saved date (this form's save, or another tab's) replaces what the picker shows. Not by
  // remounting on it: the save's own toast would be lost with the unmounted form.
  const [saved, setSaved] = useState(closesAt);
  if (saved !== closesAt) {
    setSaved(closesAt);
    setValue(shownOf(closesAt));
  }
  const [pending, setPending] = useState<'save' | 'clear' | null>(null);
  const setCloseDate = useSetJudgingCloseDate(eventId);
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const inputId = `judging-close-date-${eventId}`;

  const send = (action: 'save' | 'clear', next: string | null) => {
    setPending(action);
    setCloseDate.mutate(next, {
      onSuccess: () => notification.success({ title: action === 'save' ? 'Close date saved' : 'Close date cleared' }),
      onError: (error) => showServerError(error, { title: 'Close date not saved' }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Space orientation="vertical" size={2}>
      <Space wrap align="center">
        <label htmlFor={inputId}>Close date ({timezone})</label>
        <DatePicker
          id={inputId}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          aria-label="Close date"
          // 'Clear' below clears the saved date; a second 'Clear' inside the picker would only confuse.
          allowClear={false}
          value={value}
          onChange={(picked: Dayjs | null) => setValue(picked)}
        />
        <Button
          type="primary"
          disabled={value === null || (setCloseDate.isPending && pending !== 'save')}
          loading={pending === 'save'}
          onClick={() => value && send('save', wallClockToIso(value, timezone))}
        >
          Save
        </Button>
        <Button
          disabled={closesAt === null || (setCloseDate.isPending && pending !== 'clear')}
          loading={pending === 'clear'}
          onClick={() => send('clear', null)}
        >
          Clear
        </Button>
      </Space>
      <Typography.Text type="secondary">
        Judges with unscored assignments are reminded before it. Judging does not close by itself.
      </Typography.Text>
    </Space>
  );
}
