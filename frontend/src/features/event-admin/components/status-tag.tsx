import { StatusBadge } from '@/components/status-badge';
import { TrackBadges } from '@/components/track-badges';

import type { EventStatus } from '../event-status';

export function StatusTag({ status }: { status: EventStatus }) {
  return <StatusBadge kind="event" state={status} />;
}

export function TrackTags({ tracks }: { tracks: string[] }) {
  return <TrackBadges tracks={tracks} />;
}
