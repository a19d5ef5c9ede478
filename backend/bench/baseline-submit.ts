import { randomUUID } from 'node:crypto';
import type { RouteHandlerMethod } from 'fastify';
import { ApplicationSubmitted } from '../src/applications/application.events.js';
import { CHAIN_LOCK_SQL } from '../src/audit/event-store.js';
import { chainHash, GENESIS_HASH } from '../src/audit/hash-chain.js';
import type { BaselineContext } from './scenarios.js';

interface SubmitBody {
  role: 'Dev' | 'PM' | 'Designer' | 'Other';
  shortAnswer: string;
  linkedinUrl?: string;
}

/**
 * The apply command's transaction written directly with pg, statement for statement: the
 * application row (inserted only for an open event), then its audit event appended to the hash
 * chain under the chain lock, exactly as EventStore.append does.
 */
export function submitApplicationBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async (request, reply) => {
    const { eventId, userId } = request.query as { eventId: string; userId: string };
    const body = request.body as SubmitBody;
    const client = await pool.connect();
    try {
      await client.query('begin');
      const id = randomUUID();
      const inserted = await client.query(
        `insert into applications (id, user_id, event_id, linkedin_url, role, short_answer)
         select $1::uuid, $2::uuid, e.id, $3, $4, $5 from events e where e.id = $6 and e.status in ('active', 'upcoming')
         on conflict (user_id, event_id) do nothing returning id`,
        [id, userId, body.linkedinUrl?.trim() || null, body.role, body.shortAnswer.trim(), eventId],
      );
      if (inserted.rowCount === 0) throw new Error('event not open, or already applied');

      await client.query(CHAIN_LOCK_SQL);
      const { rows } = await client.query<{ hash: string | null; v0: number | null }>(
        `select (select hash from domain_events order by id desc limit 1) as hash,
           (select max(version) from domain_events where stream_type = $1 and stream_id = $2) as v0`,
        ['application', id],
      );
      if (Number(rows[0].v0 ?? 0) !== 0) throw new Error('stream version conflict');
      const prevHash = rows[0].hash ?? GENESIS_HASH;
      const occurredAt = new Date();
      const content = {
        streamType: 'application',
        streamId: id,
        version: 1,
        type: ApplicationSubmitted.TYPE,
        payload: { eventId, role: body.role },
        actorId: userId,
        occurredAt: occurredAt.toISOString(),
      };
      const hash = chainHash(prevHash, content);
      await client.query(
        `insert into domain_events (stream_type, stream_id, version, type, payload, actor_id, occurred_at, prev_hash, hash)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9) returning id`,
        [content.streamType, id, 1, content.type, JSON.stringify(content.payload), userId, occurredAt, prevHash, hash],
      );
      await client.query('commit');
      return reply.code(201).send({ id });
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}
