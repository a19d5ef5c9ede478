import { useLiveUpdates } from '@/hooks/use-live-updates';

/** Keeps the signed-in user's live stream open; renders nothing. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
