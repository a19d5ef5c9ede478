import { trackLook } from '@/design/status-look';

import { LookBadge } from './status-badge';

/** A badge per track, in the status map's track colours (plain CSS: public pages use it too). */
export function TrackBadges({ tracks }: { tracks: readonly string[] }) {
  if (tracks.length === 0) return null;
  return (
    <span aria-label="Tracks">
      {tracks.map((track) => (
        <LookBadge key={track} look={trackLook(track)} kind="track" data-track={track} />
      ))}
    </span>
  );
}
