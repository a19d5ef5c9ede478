/** The spec's reconnect back-offs: 1, 2, 5 and 10 seconds, then 10 seconds for good. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** The wait before reconnect attempt `attempt` (0 for the first after a loss). */
export function reconnectDelayMs(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(attempt, 0), RECONNECT_DELAYS_MS.length - 1)];
}
