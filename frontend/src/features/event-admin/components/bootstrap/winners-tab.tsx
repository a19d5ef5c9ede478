import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';

import { Panel } from '@/components/panel';
import { WideTable } from '@/components/wide-table';
import { useServerError } from '@/hooks/use-server-error';

import { useRemoveWinner } from '../../api/award-winner';
import { useAwardSummary } from '../../api/list-awardable-submissions';
import { useEventWinners, type Winner } from '../../api/list-winners';
import { placeBadge } from '../../winner-place';
import { suggestionPrefill, type WinnerPrefill } from '../../winner-suggestion';
import { TrackTags } from '../status-tag';
import { AddWinnerDialog } from './add-winner-dialog';
import { EventPicker } from './event-picker';
import { WinnerSuggestions } from './winner-suggestions';

interface WinnersTabProps {
  eventId: string | undefined;
  onEventChange: (eventId: string) => void;
}

const PLACE_LOOK: Record<Winner['place'], { icon: string; color: string }> = {
  1: { icon: '🏆', color: 'gold' },
  2: { icon: '🥈', color: 'default' },
  3: { icon: '🥉', color: 'orange' },
  4: { icon: '🏅', color: 'blue' },
};

function PlaceBadge({ place }: { place: Winner['place'] }) {
  const look = PLACE_LOOK[place];
  return (
    <Space size={4}>
      <span aria-hidden="true">{look.icon}</span>
      <Tag color={look.color}>{placeBadge(place)}</Tag>
    </Space>
  );
}

function EventWinners({ eventId }: { eventId: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const winners = useEventWinners(eventId);
  const submissions = useAwardSummary(eventId);
  const remove = useRemoveWinner(eventId);
  // false: closed; true: a blank dialog; a prefill: confirming a suggestion from the ranking.
  const [adding, setAdding] = useState<boolean | WinnerPrefill>(false);
  const [suggesting, setSuggesting] = useState(false);
  const canAdd = (submissions.data?.total ?? 0) > 0;

  return (
    // Two tables, each under its own heading: the winners chosen, and what the ranking suggests.
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Panel
        title="Event Winners"
        extra={
          <Space wrap>
            <Button disabled={!canAdd} onClick={() => setSuggesting(true)}>
              Suggest from ranking
            </Button>
            <Button type="primary" disabled={!canAdd} loading={submissions.isPending} onClick={() => setAdding(true)}>
              Add Winner
            </Button>
          </Space>
        }
      >
        {submissions.error && <Typography.Paragraph type="danger">Failed to fetch submissions</Typography.Paragraph>}
        <WideTable<Winner>
          label="Event Winners table"
          rowKey="id"
          size="small"
          pagination={false}
          loading={winners.isPending}
          dataSource={winners.data ?? []}
          locale={{ emptyText: winners.error ? 'Failed to fetch judging data' : 'No winners selected yet' }}
          columns={[
            { key: 'place', title: 'Place', render: (_, winner) => <PlaceBadge place={winner.place} /> },
            {
              key: 'project',
              title: 'Project',
              render: (_, winner) => (
                <div>
                  <Typography.Text strong>{winner.title}</Typography.Text>
                  {winner.tagline && (
                    <div>
                      <Typography.Text type="secondary">{winner.tagline}</Typography.Text>
                    </div>
                  )}
                </div>
              ),
            },
            { key: 'track', title: 'Track', render: (_, winner) => <TrackTags tracks={[winner.track]} /> },
            { key: 'note', title: 'Note', render: (_, winner) => winner.note ?? '—' },
            {
              key: 'remove',
              title: 'Remove',
              render: (_, winner) => (
                <Popconfirm
                  title="Remove this winner?"
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutate(winner.id, {
                      onSuccess: () => notification.success({ title: 'Winner removed successfully' }),
                      onError: (error) => showServerError(error, { title: 'Failed to remove winner' }),
                    })
                  }
                >
                  <Button
                    size="small"
                    danger
                    aria-label={`Remove ${winner.title}`}
                    loading={remove.isPending && remove.variables === winner.id}
                  >
                    Remove
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Panel>
      {suggesting ? (
        <WinnerSuggestions eventId={eventId} onAward={(suggestion) => setAdding(suggestionPrefill(suggestion))} />
      ) : null}
      {/* Mounted per opening: every dialog starts from the defaults with a fresh button state. */}
      {adding !== false && (
        <AddWinnerDialog
          eventId={eventId}
          tracks={submissions.data?.tracks ?? []}
          open
          initial={adding === true ? undefined : adding}
          onClose={() => setAdding(false)}
        />
      )}
    </Space>
  );
}

export function WinnersTab({ eventId, onEventChange }: WinnersTabProps) {
  return (
    <EventPicker eventId={eventId} onEventChange={onEventChange} loadError="Failed to fetch events">
      {(selectedId) => <EventWinners key={selectedId} eventId={selectedId} />}
    </EventPicker>
  );
}
