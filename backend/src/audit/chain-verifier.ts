import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import { type Checkpoint, CheckpointSigner } from './checkpoint-signer.js';
import { EventStore } from './event-store.js';
import { chainHash, GENESIS_HASH } from './hash-chain.js';

export type ChainVerification =
  { ok: true; verified: number } | { ok: false; verified: number; brokenAt: number; reason: string };

const BATCH = 1000;

/**
 * Walks the whole chain in commit order and names the first event that does not add up: a changed
 * row breaks its hash or the link after it; a rewritten and re-hashed stretch, or a removed tail,
 * disagrees with the signed checkpoints (from `audit_checkpoints`, plus the newest one from the
 * logs when given), which the database alone cannot forge.
 */
@Injectable()
export class ChainVerifier {
  constructor(
    private readonly store: EventStore,
    private readonly signer: CheckpointSigner,
  ) {}

  async verify(em: EntityManager, loggedHead?: Checkpoint): Promise<ChainVerification> {
    const checkpoints = await this.checkpoints(em, loggedHead);
    const forged = checkpoints.find((checkpoint) => !this.signer.isSigned(checkpoint));
    if (forged) {
      return {
        ok: false,
        verified: 0,
        brokenAt: forged.position,
        reason: 'its checkpoint is not signed with the checkpoint key',
      };
    }
    const expectedHashAt = new Map(checkpoints.map(({ position, hash }) => [position, hash]));

    let expectedPrev = GENESIS_HASH;
    let verified = 0;
    let after = 0;
    for (;;) {
      const batch = await this.store.readAfter(em, after, BATCH);
      if (batch.length === 0) break;
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
        const signed = expectedHashAt.get(event.position);
        if (signed !== undefined && signed !== event.hash) {
          return {
            ok: false,
            verified,
            brokenAt: event.position,
            reason: 'its hash is not the one its checkpoint signed',
          };
        }
        expectedHashAt.delete(event.position);
        expectedPrev = event.hash;
        verified += 1;
        after = event.position;
      }
    }

    // What is left was signed but is no longer there.
    const missing = [...expectedHashAt.keys()].sort((a, b) => a - b)[0];
    if (missing === undefined) return { ok: true, verified };
    return {
      ok: false,
      verified,
      brokenAt: missing,
      reason:
        missing > after
          ? `the chain ends at event ${after}, but a signed checkpoint names this later event: events were removed from the end`
          : 'a signed checkpoint names it, but it is missing',
    };
  }

  private async checkpoints(em: EntityManager, loggedHead: Checkpoint | undefined): Promise<Checkpoint[]> {
    const rows = await kyselyOf<'audit_checkpoints'>(em)
      .selectFrom('audit_checkpoints')
      .select(['position', 'hash', 'mac'])
      .orderBy('position')
      .execute();
    const stored = rows.map((row) => ({ ...row, position: Number(row.position) }));
    return loggedHead ? [...stored, loggedHead] : stored;
  }
}
