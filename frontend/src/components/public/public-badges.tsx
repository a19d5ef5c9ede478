import type { components } from '@/api/generated/schema';
import { statusColor, statusLabel, trackColor, trackLabel } from '@/lib/tracks';

import { PublicTag } from './public-tag';

type EventStatus = components['schemas']['EventDto']['status'];

/** EventStatusBadge for the public pages (no antd on their first load). */
export function PublicStatusBadge({ status }: { status: EventStatus }) {
  return <PublicTag color={statusColor(status)}>{statusLabel(status)}</PublicTag>;
}

/** TrackBadges for the public pages (no antd on their first load). */
export function PublicTrackBadges({ tracks }: { tracks: readonly string[] }) {
  if (tracks.length === 0) return null;
  return (
    <span aria-label="Tracks">
      {tracks.map((track) => (
        <PublicTag key={track} color={trackColor(track)} data-track={track}>
          {trackLabel(track)}
        </PublicTag>
      ))}
    </span>
  );
}
