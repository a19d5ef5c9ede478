import { statusLabel } from '@/design/status-look';

export type TrackId = 'discovery' | 'startup';

export interface Track {
  id: TrackId;
  label: string;
  summary: string;
  detail: string;
}

export const TRACKS: readonly Track[] = [
  {
    id: 'discovery',
    label: statusLabel('track', 'discovery'),
    summary: 'Built from scratch during the sprint',
    detail: 'Start from a problem you know first-hand and leave with a working product.',
  },
  {
    id: 'startup',
    label: statusLabel('track', 'startup'),
    summary: 'An existing early-stage project',
    detail: 'Bring what you have started and push it to its next proof point.',
  },
];

export function isTrackId(value: string): value is TrackId {
  return TRACKS.some((track) => track.id === value);
}

export function trackLabel(id: TrackId): string {
  return TRACKS.find((track) => track.id === id)?.label ?? id;
}
