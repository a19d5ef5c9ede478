import { FailureStreak } from './failure-streak.js';

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    logger: { warn: (text: string) => lines.push(`warn ${text}`), log: (text: string) => lines.push(`log ${text}`) },
  };
}

describe('FailureStreak', () => {
  it('logs the first failure of a streak with its reason and then only counts', () => {
    const { lines, logger } = recordingLogger();
    const streak = new FailureStreak(logger, 'Publishing live events');

    for (let i = 0; i < 1000; i += 1) streak.failed(new Error("Stream isn't writeable"));

    expect(lines).toEqual([
      "warn Publishing live events failed: Stream isn't writeable; further failures are counted, not logged, until it works again",
    ]);
    expect(streak.count).toBe(1000);
  });

  it('logs once when it works again, with the number of failures in between, and starts a new streak', () => {
    const { lines, logger } = recordingLogger();
    const streak = new FailureStreak(logger, 'Publishing live events');
    for (let i = 0; i < 3; i += 1) streak.failed('connection refused');

    streak.succeeded();
    streak.succeeded();
    streak.failed('timeout');

    expect(lines).toEqual([
      'warn Publishing live events failed: connection refused; further failures are counted, not logged, until it works again',
      'log Publishing live events works again after 3 failure(s) in a row',
      'warn Publishing live events failed: timeout; further failures are counted, not logged, until it works again',
    ]);
    expect(streak.count).toBe(1);
  });

  it('logs nothing while everything works', () => {
    const { lines, logger } = recordingLogger();
    const streak = new FailureStreak(logger, 'Publishing live events');

    streak.succeeded();
    streak.succeeded();

    expect(lines).toEqual([]);
  });
});
