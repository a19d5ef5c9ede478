/** How long a recording that must not fail is retried: long enough for a database restart. */
export const RECORD_RETRY_WINDOW_MS = 60_000;
const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 2_000;

/**
 * Runs `record` until it succeeds, with a growing pause between tries, for at most the window;
 * then fails with its last error. For writes whose failure would cost more than a wait (an email
 * already handed to the SMTP server would be sent again).
 */
export async function untilRecorded<T>(
  record: () => Promise<T>,
  onRetry: (error: string, retryInMs: number) => void = () => undefined,
  windowMs = RECORD_RETRY_WINDOW_MS,
): Promise<T> {
  const deadline = Date.now() + windowMs;
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      return await record();
    } catch (error) {
      if (Date.now() + delay > deadline) throw error;
      onRetry(error instanceof Error ? error.message : String(error), delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
