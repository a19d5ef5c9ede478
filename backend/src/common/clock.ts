import { Injectable } from '@nestjs/common';

/**
 * The time rules are judged against (deadlines, grace windows). One injectable source, so tests
 * can stand at an exact minute instead of arranging data around the wall clock.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
