import { Tag } from 'antd';

import { trackColor, trackLabel } from '@/lib/tracks';

export function TrackBadges({ tracks }: { tracks: readonly string[] }) {
  if (tracks.length === 0) return null;
  return (
    <span aria-label="Tracks">
      {tracks.map((track) => (
        <Tag key={track} color={trackColor(track)} data-track={track}>
          {trackLabel(track)}
        </Tag>
      ))}
    </span>
  );
}
