import { Tag } from 'antd';

import { STATUS_LABELS, type EventStatus } from '../event-status';

const COLORS: Record<EventStatus, string> = {
  draft: 'default',
  upcoming: 'blue',
  active: 'green',
  completed: 'purple',
};

export function StatusTag({ status }: { status: EventStatus }) {
  return <Tag color={COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

export function TrackTags({ tracks }: { tracks: string[] }) {
  return (
    <>
      {tracks.map((track) => (
        <Tag key={track} color={track === 'discovery' ? 'cyan' : 'gold'}>
          {track.charAt(0).toUpperCase() + track.slice(1)}
        </Tag>
      ))}
    </>
  );
}
