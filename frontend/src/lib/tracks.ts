/** The antd Tag colour of a track: the two programme tracks stand apart from any other. */
export function trackColor(track: string): string {
  switch (track.toLowerCase()) {
    case 'discovery':
      return 'blue';
    case 'startup':
      return 'green';
    default:
      return 'purple';
  }
}

/** 'discovery' reads 'Discovery'; custom tracks keep their own spelling. */
export function trackLabel(track: string): string {
  return track.length > 0 ? track.charAt(0).toUpperCase() + track.slice(1) : track;
}

export function statusColor(status: string): string {
  switch (status) {
    case 'active':
      return 'green';
    case 'upcoming':
      return 'blue';
    case 'completed':
      return 'default';
    default:
      return 'orange';
  }
}

export function statusLabel(status: string): string {
  return trackLabel(status);
}
