import { isUuid } from '@/lib/ids';

/**
 * Where a new project goes, from the link that opened the create page: an event's Project or Team
 * tab names the event (and may name a track), so the project is created attached to it.
 */
export interface ProjectCreateSearch {
  event?: string;
  track?: string;
}

/** The track chosen on the way to the project page, where Submit starts with it. */
export interface ProjectPageSearch {
  track?: string;
}

function track(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= 40 ? trimmed : undefined;
}

/** Keeps only meaningful values, so a bad link opens the plain create page. */
export function validateProjectCreateSearch(search: Record<string, unknown>): ProjectCreateSearch {
  return {
    event: typeof search.event === 'string' && isUuid(search.event) ? search.event : undefined,
    track: track(search.track),
  };
}

export function validateProjectPageSearch(search: Record<string, unknown>): ProjectPageSearch {
  return { track: track(search.track) };
}

/** The track to start with: the one asked for when the event has it, else none (never a guess). */
export function startingTrack(tracks: readonly string[], asked: string | undefined): string | undefined {
  return asked !== undefined && tracks.includes(asked) ? asked : undefined;
}
