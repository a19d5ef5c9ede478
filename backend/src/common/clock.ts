import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';

/** The moment `Clock.standingAt` set for the async context it runs, if any. */
const storyMoment = new AsyncLocalStorage<Date>();

/**
 * The time rules are judged against (deadlines, grace windows). One injectable source, so tests
 * can stand at an exact minute instead of arranging data around the wall clock.
 */
@Injectable()
export class Clock {
  now(): Date {
    const moment = storyMoment.getStore();
    return moment ? new Date(moment) : new Date();
  }

  /**
   * Runs `work` with every Clock answering `moment`, inside `work`'s own async context only: anything
   * else the process does meanwhile (a request being served) keeps the real time. For tools that
   * tell a dated story through the real commands: the demo data's submissions to a sprint that is
   * already over (`npm run db:seed -- --demo`).
   */
  static standingAt<T>(moment: Date, work: () => Promise<T>): Promise<T> {
    return storyMoment.run(new Date(moment), work);
  }
}
