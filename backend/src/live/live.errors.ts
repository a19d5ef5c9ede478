import { AppError } from '../common/errors/app-error.js';

export type LiveErrorCode = 'TOO_MANY_STREAMS' | 'LIVE_UPDATES_FULL';

/** One user opened more streams than a person with a few tabs and devices would. */
export class TooManyStreams extends AppError {
  constructor(limit: number) {
    super(
      'TOO_MANY_STREAMS' satisfies LiveErrorCode,
      429,
      `Too many live connections: at most ${limit} at once. Close another tab or window of Sprintboard.`,
    );
  }
}

/** This instance holds as many streams as it may: the client tries again after its back-off. */
export class LiveUpdatesFull extends AppError {
  constructor() {
    super(
      'LIVE_UPDATES_FULL' satisfies LiveErrorCode,
      503,
      'Live updates are busy right now; the page will reconnect on its own.',
    );
  }
}
