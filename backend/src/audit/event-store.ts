import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SecretInEventPayload, StreamVersionConflict } from './audit.errors.js';
import type { DomainEvent, RecordedEvent } from './domain-event.js';
import { canonicalJsonBeforeVersion, findSecretKeys, type HashedContent } from './hash-chain.js';

/** An event waiting to be appended, with the stream version its writer last saw. */
export interface PendingEvent {
  event: DomainEvent<object>;
  /** The stream's version the writer read (0 for a new stream); undefined appends without a check. */
  expectedVersion?: number;
}

interface AppendedRow {
  id: string;
  version: number;
  prev_hash: string;
  hash: string;
  conflict: boolean;
}

interface EventRow {
  id: string;
  stream_type: string;
  stream_id: string;
  version: number;
  type: string;
  payload: Record<string, unknown>;
  actor_id: string | null;
  occurred_at: Date;
  prev_hash: string;
  hash: string;
}

/**
 * Serialises appends across the whole database so the hash chain is one line. The lock is held
 * until the caller's transaction ends, which keeps positions in commit order.
 */
export const CHAIN_LOCK_SQL = `select pg_advisory_xact_lock(hashtext('sprintboard.domain_events'))`;

/** The append-only audit trail: every state change of the product is one or more rows here. */
@Injectable()
export class EventStore {
  /** Appends inside the caller's transaction (`em` must be transactional). */
  async append(em: EntityManager, pending: PendingEvent[], actorId: string | null): Promise<RecordedEvent[]> {
    if (pending.length === 0) return [];
    for (const { event } of pending) {
      const secrets = findSecretKeys(event.payload);
      if (secrets.length > 0) throw new SecretInEventPayload(event.type, secrets);
    }

    const checked = new Set<string>();
    const recorded: RecordedEvent[] = [];
    const occurredAt = new Date();

    for (const { event, expectedVersion } of pending) {
      const key = streamKey(event);
      // A stream's version is checked at its first event; later ones of this append follow on.
      const expected = checked.has(key) ? null : (expectedVersion ?? null);
      checked.add(key);
      const content: Omit<HashedContent, 'version'> = {
        streamType: event.streamType,
        streamId: event.streamId,
        type: event.type,
        // A JSON round trip drops what jsonb would drop anyway, so the stored row hashes the same.
        payload: JSON.parse(JSON.stringify(event.payload)) as unknown,
        actorId,
        occurredAt: occurredAt.toISOString(),
      };
      // Lock, chain head, stream version, hash and insert in one round trip (see the migration).
      const [row] = await em.execute<AppendedRow[]>(
        'select * from append_domain_event(?, ?, ?, ?, ?::jsonb, ?, ?, ?)',
        [
          content.streamType,
          content.streamId,
          expected,
          content.type,
          JSON.stringify(content.payload),
          actorId,
          occurredAt,
          canonicalJsonBeforeVersion(content),
        ],
      );
      if (row.conflict) {
        throw new StreamVersionConflict(event.streamType, event.streamId, expected ?? 0, row.version);
      }
      recorded.push({
        position: Number(row.id),
        ...content,
        version: row.version,
        payload: content.payload as Record<string, unknown>,
        occurredAt,
        prevHash: row.prev_hash,
        hash: row.hash,
      });
    }
    return recorded;
  }

  async streamVersion(em: EntityManager, streamType: string, streamId: string): Promise<number> {
    const [row] = await em.execute<{ version: number | null }[]>(
      'select max(version) as version from domain_events where stream_type = ? and stream_id = ?',
      [streamType, streamId],
    );
    return Number(row?.version ?? 0);
  }

  /** Events in commit order, after a position, optionally only of some types. */
  async readAfter(
    em: EntityManager,
    after: number,
    limit: number,
    types?: readonly string[],
  ): Promise<RecordedEvent[]> {
    const typeFilter = types ? 'and type in (?)' : '';
    const params: unknown[] = types ? [after, [...types], limit] : [after, limit];
    const rows = await em.execute<EventRow[]>(
      `select * from domain_events where id > ? ${typeFilter} order by id limit ?`,
      params,
    );
    return rows.map(toRecordedEvent);
  }

  async readStream(em: EntityManager, streamType: string, streamId: string): Promise<RecordedEvent[]> {
    const rows = await em.execute<EventRow[]>(
      'select * from domain_events where stream_type = ? and stream_id = ? order by version',
      [streamType, streamId],
    );
    return rows.map(toRecordedEvent);
  }

  /** Takes the chain lock in the caller's transaction, so no append interleaves (used by replays). */
  async lockChain(em: EntityManager): Promise<void> {
    await em.execute(CHAIN_LOCK_SQL);
  }
}

function streamKey(event: DomainEvent<object>): string {
  return `${event.streamType}\u0000${event.streamId}`;
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    position: Number(row.id),
    streamType: row.stream_type,
    streamId: row.stream_id,
    version: Number(row.version),
    type: row.type,
    payload: row.payload,
    actorId: row.actor_id,
    occurredAt: new Date(row.occurred_at),
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

export { toRecordedEvent };
