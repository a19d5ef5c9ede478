import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import { type Database, kyselyOf } from '../database/database.js';
import { SecretInEventPayload, StreamVersionConflict } from './audit.errors.js';
import {
  type AnyEventType,
  type DomainEvent,
  isEventOf,
  type RecordedEvent,
  type StoredEvent,
} from './domain-event.js';
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
}

interface Append {
  content: Omit<HashedContent, 'version'>;
  /** Checked at a stream's first event of the append; later ones of the same stream follow on. */
  expected: number | null;
}

type EventRow = Selectable<Database['domain_events']>;

/** What the audit log filters on; an undefined field does not filter. */
export interface EventFilters {
  type?: string;
  actorId?: string;
  streamType?: string;
  streamId?: string;
  from?: Date;
  to?: Date;
  /** Only events of these records (an empty list matches nothing). */
  streams?: readonly { streamType: string; streamIds: readonly string[] }[];
}

/**
 * Serialises appends across the whole database so the hash chain is one line. The lock is held
 * until the caller's transaction ends, which keeps positions in commit order.
 */
export const CHAIN_LOCK_KEY = 'sprintboard.domain_events';
export const CHAIN_LOCK_SQL = `select pg_advisory_xact_lock(hashtext('${CHAIN_LOCK_KEY}'))`;

/** SQLSTATE the append function raises when a stream is not at the version its writer expected. */
const STREAM_VERSION_CONFLICT = 'SB409';

/**
 * Sent right behind the last append, in the same message: the transaction commits the moment the
 * append succeeds, without waiting for this process to read the answer and ask.
 */
const COMMIT_IN_PLACE = 'commit';

/** The append-only audit trail: every state change of the product is one or more rows here. */
@Injectable()
export class EventStore {
  /** Appends inside the caller's transaction (`em` must be transactional). */
  append(em: EntityManager, pending: PendingEvent[], actorId: string | null): Promise<RecordedEvent[]> {
    return this.write(em, pending, actorId, false);
  }

  /**
   * Appends and commits the caller's transaction in one message; for callers with nothing left to
   * write. Every command queues on the chain lock, which is held from the append to the commit:
   * sent together, that is the database's own time, not a round trip to this process and its turn
   * on a busy event loop. If the append fails, the commit is never run.
   */
  appendAndCommit(em: EntityManager, pending: PendingEvent[], actorId: string | null): Promise<RecordedEvent[]> {
    return this.write(em, pending, actorId, true);
  }

  private async write(
    em: EntityManager,
    pending: PendingEvent[],
    actorId: string | null,
    commit: boolean,
  ): Promise<RecordedEvent[]> {
    if (pending.length === 0) return [];
    const occurredAt = new Date();
    const appends = toAppends(pending, actorId, occurredAt);
    // The append function is the one SQL string the issue leaves here: several calls and the COMMIT
    // go in one message, which no query builder sends.
    // eslint-disable-next-line no-restricted-syntax
    const calls = appends.map(() => 'select * from append_domain_event(?, ?, ?, ?, ?::jsonb, ?, ?, ?)');
    // Lock, chain head, stream version, hash and insert: one call per event (see the migration).
    const sql = [...calls, ...(commit ? [COMMIT_IN_PLACE] : [])].join('; ');
    const rows = await em
      .execute<AppendedRow[]>(
        sql,
        appends.flatMap(({ content, expected }) => [
          content.streamType,
          content.streamId,
          expected,
          content.type,
          JSON.stringify(content.payload),
          actorId,
          occurredAt,
          canonicalJsonBeforeVersion(content),
        ]),
      )
      .catch((error: unknown) => {
        throw asStreamVersionConflict(error, appends) ?? error;
      });
    return appends.map(({ content }, index) => ({
      position: Number(rows[index].id),
      ...content,
      version: rows[index].version,
      payload: content.payload as Record<string, unknown>,
      occurredAt,
      prevHash: rows[index].prev_hash,
      hash: rows[index].hash,
    }));
  }

  /**
   * The position of the latest committed event (0 before any). Every state change appends an
   * event in its own transaction, so while the head stays put no read model has changed: caches
   * of what is read from them keep it as their stamp (common/stamped-cache.ts).
   */
  async head(em: EntityManager): Promise<number> {
    const row = await events(em)
      .selectFrom('domain_events')
      .select(({ fn }) => fn.max('id').as('head'))
      .executeTakeFirst();
    return Number(row?.head ?? 0);
  }

  async streamVersion(em: EntityManager, streamType: string, streamId: string): Promise<number> {
    const row = await events(em)
      .selectFrom('domain_events')
      .select(({ fn }) => fn.max('version').as('version'))
      .where('stream_type', '=', streamType)
      .where('stream_id', '=', streamId)
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  }

  /** Events in commit order, after a position; with types, only those (and typed as those). */
  readAfter(em: EntityManager, after: number, limit: number): Promise<RecordedEvent[]>;
  readAfter<T extends AnyEventType>(
    em: EntityManager,
    after: number,
    limit: number,
    types: readonly T[],
  ): Promise<RecordedEvent<T>[]>;
  async readAfter<T extends AnyEventType>(
    em: EntityManager,
    after: number,
    limit: number,
    types?: readonly T[],
  ): Promise<RecordedEvent[]> {
    if (types?.length === 0) return [];
    let query = events(em).selectFrom('domain_events').selectAll().where('id', '>', after);
    if (types) query = query.where('type', 'in', types);
    const rows = await query.orderBy('id').limit(limit).execute();
    const recorded = rows.map(toRecordedEvent);
    return types ? recorded.filter((event) => isEventOf(event, types)) : recorded;
  }

  async readStream(em: EntityManager, streamType: string, streamId: string): Promise<RecordedEvent[]> {
    const rows = await events(em)
      .selectFrom('domain_events')
      .selectAll()
      .where('stream_type', '=', streamType)
      .where('stream_id', '=', streamId)
      .orderBy('version')
      .execute();
    return rows.map(toRecordedEvent);
  }

  /** The events of several streams, in commit order (a record's own stream and streams about it). */
  async readStreams(
    em: EntityManager,
    streams: readonly { streamType: string; streamIds: readonly string[] }[],
  ): Promise<RecordedEvent[]> {
    const wanted = streams.filter(({ streamIds }) => streamIds.length > 0);
    if (wanted.length === 0) return [];
    const rows = await events(em)
      .selectFrom('domain_events')
      .selectAll()
      .where((eb) =>
        eb.or(
          wanted.map(({ streamType, streamIds }) =>
            eb.and([eb('stream_type', '=', streamType), eb('stream_id', 'in', streamIds)]),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    return rows.map(toRecordedEvent);
  }

  /** One page of the whole store, newest first, with the number of events that match the filters. */
  async search(
    em: EntityManager,
    filters: EventFilters,
    page: { limit: number; offset: number },
  ): Promise<{ events: StoredEvent[]; total: number }> {
    const { type, actorId, streamType, streamId, from, to, streams } = filters;
    const wanted = streams?.filter(({ streamIds }) => streamIds.length > 0);
    if (wanted?.length === 0) return { events: [], total: 0 };
    let query = events(em)
      .selectFrom('domain_events')
      .selectAll()
      .select(({ fn }) => fn.countAll<string>().over().as('total'));
    if (type !== undefined) query = query.where('type', '=', type);
    if (actorId !== undefined) query = query.where('actor_id', '=', actorId);
    if (streamType !== undefined) query = query.where('stream_type', '=', streamType);
    if (streamId !== undefined) query = query.where('stream_id', '=', streamId);
    if (from !== undefined) query = query.where('occurred_at', '>=', from);
    if (to !== undefined) query = query.where('occurred_at', '<=', to);
    if (wanted !== undefined)
      query = query.where((eb) =>
        eb.or(
          wanted.map(({ streamType, streamIds }) =>
            eb.and([eb('stream_type', '=', streamType), eb('stream_id', 'in', [...streamIds])]),
          ),
        ),
      );
    const rows = await query.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    return { events: rows.map(toRecordedEvent), total: rows.length ? Number(rows[0].total) : 0 };
  }

  /** Takes the chain lock in the caller's transaction, so no append interleaves (used by replays). */
  async lockChain(em: EntityManager): Promise<void> {
    await events(em)
      .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(CHAIN_LOCK_KEY)])]).as('locked'))
      .execute();
  }
}

function streamKey(event: DomainEvent<object>): string {
  return `${event.streamType}\u0000${event.streamId}`;
}

function events(em: EntityManager) {
  return kyselyOf<'domain_events'>(em);
}

function toRecordedEvent(row: EventRow): StoredEvent {
  return {
    // bigint: the driver hands it over as a string
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

function toAppends(pending: PendingEvent[], actorId: string | null, occurredAt: Date): Append[] {
  const checked = new Set<string>();
  return pending.map(({ event, expectedVersion }) => {
    const secrets = findSecretKeys(event.payload);
    if (secrets.length > 0) throw new SecretInEventPayload(event.type, secrets);
    const key = streamKey(event);
    const expected = checked.has(key) ? null : (expectedVersion ?? null);
    checked.add(key);
    return {
      expected,
      content: {
        streamType: event.streamType,
        streamId: event.streamId,
        type: event.type,
        // A JSON round trip drops what jsonb would drop anyway, so the stored row hashes the same.
        payload: JSON.parse(JSON.stringify(event.payload)) as unknown,
        actorId,
        occurredAt: occurredAt.toISOString(),
      },
    };
  });
}

/** The append function's conflict (DETAIL names the stream and its version), as the 409 clients get. */
function asStreamVersionConflict(error: unknown, appends: Append[]): StreamVersionConflict | undefined {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code !== STREAM_VERSION_CONFLICT || !detail) return undefined;
  const stream = JSON.parse(detail) as { streamType: string; streamId: string; version: number };
  const append = appends.find(
    ({ content, expected }) =>
      expected !== null && content.streamType === stream.streamType && content.streamId === stream.streamId,
  );
  return new StreamVersionConflict(stream.streamType, stream.streamId, append?.expected ?? 0, stream.version);
}
