import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from './event-store.js';
import { chainHash, GENESIS_HASH } from './hash-chain.js';

export type ChainVerification =
  { ok: true; verified: number } | { ok: false; verified: number; brokenAt: number; reason: string };

const BATCH = 1000;

/** Walks the whole chain in commit order and names the first event that does not add up. */
@Injectable()
export class ChainVerifier {
  constructor(private readonly store: EventStore) {}

  async verify(em: EntityManager): Promise<ChainVerification> {
    let expectedPrev = GENESIS_HASH;
    let verified = 0;
    let after = 0;
    for (;;) {
      const batch = await this.store.readAfter(em, after, BATCH);
      if (batch.length === 0) return { ok: true, verified };
      for (const event of batch) {
        if (event.prevHash !== expectedPrev) {
          return {
            ok: false,
            verified,
            brokenAt: event.position,
            reason: 'its previous hash is not the hash of the event before it',
          };
        }
        const recomputed = chainHash(event.prevHash, {
          streamType: event.streamType,
          streamId: event.streamId,
          version: event.version,
          type: event.type,
          payload: event.payload,
          actorId: event.actorId,
          occurredAt: event.occurredAt.toISOString(),
        });
        if (recomputed !== event.hash) {
          return { ok: false, verified, brokenAt: event.position, reason: 'its content does not match its hash' };
        }
        expectedPrev = event.hash;
        verified += 1;
        after = event.position;
      }
    }
  }
}
