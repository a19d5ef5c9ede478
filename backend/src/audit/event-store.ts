import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SecretInEventPayload, StreamVersionConflict } from './audit.errors.js';
import type { DomainEvent, RecordedEvent } from './domain-event.js';
import { chainHash, findSecretKeys, GENESIS_HASH, type HashedContent } from './hash-chain.js';

/** An event waiting to be appended, with the stream version its writer last saw. */
export interface PendingEvent {
  event: DomainEvent<object>;
  /** The stream's version the writer read (0 for a new stream); undefined appends without a check. */
  expectedVersion?: number;
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

    await em.execute(CHAIN_LOCK_SQL);
    // After the lock nothing else appends: the chain's head and every stream's version in one read.
    const streams = [...new Map(pending.map(({ event }) => [streamKey(event), event])).values()];
    const [head] = await em.execute<Record<string, string | number | null>[]>(
      `select (select hash from domain_events order by id desc limit 1) as hash${streams
        .map((_, i) => `, (select max(version) from domain_events where stream_type = ? and stream_id = ?) as v${i}`)
        .join('')}`,
      streams.flatMap((event) => [event.streamType, event.streamId]),
    );
    let prevHash = (head.hash as string | null) ?? GENESIS_HASH;
    const versions = new Map(streams.map((event, i) => [streamKey(event), Number(head[`v${i}`] ?? 0)]));
    const checked = new Set<string>();
    const recorded: RecordedEvent[] = [];
    const occurredAt = new Date();

    for (const { event, expectedVersion } of pending) {
      const key = streamKey(event);
      const current = versions.get(key) ?? 0;
      if (!checked.has(key)) {
        checked.add(key);
        if (expectedVersion !== undefined && current !== expectedVersion) {
          throw new StreamVersionConflict(event.streamType, event.streamId, expectedVersion, current);
        }
      }
      const version = current + 1;
      versions.set(key, version);

      const content: HashedContent = {
        streamType: event.streamType,
        streamId: event.streamId,
        version,
        type: event.type,
        // A JSON round trip drops what jsonb would drop anyway, so the stored row hashes the same.
        payload: JSON.parse(JSON.stringify(event.payload)) as unknown,
        actorId,
        occurredAt: occurredAt.toISOString(),
      };
      const hash = chainHash(prevHash, content);
      const [row] = await em.execute<{ id: string }[]>(
        `insert into domain_events (stream_type, stream_id, version, type, payload, actor_id, occurred_at, prev_hash, hash)
         values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?) returning id`,
        [
          content.streamType,
          content.streamId,
          version,
          content.type,
          JSON.stringify(content.payload),
          actorId,
          occurredAt,
          prevHash,
          hash,
        ],
      );
      recorded.push({
        position: Number(row.id),
        ...content,
        payload: content.payload as Record<string, unknown>,
        occurredAt,
        prevHash,
        hash,
      });
      prevHash = hash;
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
