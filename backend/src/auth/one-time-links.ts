import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OneTimeLinkExpired } from './auth.errors.js';
import type { LinkPurpose } from './one-time-token.entity.js';
import { OneTimeTokenRepository } from './one-time-token.repository.js';
import { SecureTokens } from '../common/secure-token.js';

/** What users are told, and what the server enforces: one hour. */
export const LINK_VALIDITY_MS = 60 * 60 * 1000;

/** Single-use, one-hour links for email verification and password reset. Issue and consume inside a command. */
@Injectable()
export class OneTimeLinks {
  constructor(
    private readonly tokens: SecureTokens,
    private readonly repository: OneTimeTokenRepository,
  ) {}

  /** Issues a new link token; earlier unused ones of the same purpose stop working. */
  async issue(userId: string, purpose: LinkPurpose): Promise<string> {
    await this.repository.spendUnused(userId, purpose);
    const { token, digest } = this.tokens.issue();
    await this.repository.insert({
      id: randomUUID(),
      userId,
      purpose,
      tokenDigest: digest,
      expiresAt: new Date(Date.now() + LINK_VALIDITY_MS),
    });
    return token;
  }

  /**
   * Throws when the link is unknown, used or expired, without spending it: lets a command refuse a
   * bad link before costly work. `consume` still decides, inside the transaction.
   */
  async check(token: string, purpose: LinkPurpose): Promise<void> {
    if (!(await this.repository.isUsable(this.tokens.digestOf(token), purpose))) throw new OneTimeLinkExpired();
  }

  /** Marks the link used and returns its user, or throws when unknown, used or expired. */
  async consume(token: string, purpose: LinkPurpose): Promise<string> {
    const userId = await this.repository.spend(this.tokens.digestOf(token), purpose);
    if (!userId) throw new OneTimeLinkExpired();
    return userId;
  }
}
