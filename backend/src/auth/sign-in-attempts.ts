import { Injectable } from '@nestjs/common';
import { ensurePasswordWorkRoom } from '../users/password-hasher.js';
import { InvalidCredentials } from './auth.errors.js';
import { RATE_LIMITS, RateLimiter, SIGN_IN_FAILURES } from './rate-limiter.js';

/**
 * The brakes on sign-in: a cap per address, and growing waits after wrong passwords per (email,
 * address). A stranger guessing an admin's password slows down only their own guesses; the admin,
 * elsewhere, still gets in.
 */
@Injectable()
export class SignInAttempts {
  constructor(private readonly limiter: RateLimiter) {}

  async run<T>(email: string, address: string, signIn: () => Promise<T>): Promise<T> {
    // Under a flood most attempts are refused here, before they cost Redis and database round trips.
    ensurePasswordWorkRoom();
    const subject = `${email}|${address}`;
    await this.limiter.hit(RATE_LIMITS.signInPerIp, address);
    await this.limiter.checkFailures(SIGN_IN_FAILURES, subject);
    let result: T;
    try {
      result = await signIn();
    } catch (error) {
      if (error instanceof InvalidCredentials) await this.limiter.recordFailure(SIGN_IN_FAILURES, subject);
      throw error;
    }
    await this.limiter.clearFailures(SIGN_IN_FAILURES, subject);
    return result;
  }
}
