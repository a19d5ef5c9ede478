import { randomUUID } from 'node:crypto';
import type { RouteHandlerMethod } from 'fastify';
import { ApplicationSubmitted } from '../src/applications/application.events.js';
import { canonicalJsonBeforeVersion } from '../src/audit/hash-chain.js';
import type { BaselineContext } from './scenarios.js';

interface SubmitBody {
  role: 'Dev' | 'PM' | 'Designer' | 'Other';
  shortAnswer: string;
  linkedinUrl?: string;
}

/**
 * The apply command's transaction written directly with pg, statement for statement: the
 * application row (inserted only for an open event), then its audit event appended to the hash
 * chain by the same database function EventStore.append calls.
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

      // The same append the app makes: lock, chain head, stream version, hash and insert in one call
      // (it raises on a stream version conflict).
      const occurredAt = new Date();
      const content = {
        streamType: 'application',
        streamId: id,
        type: ApplicationSubmitted.TYPE,
        payload: { eventId, role: body.role },
        actorId: userId,
        occurredAt: occurredAt.toISOString(),
      };
      await client.query('select * from append_domain_event($1, $2, $3, $4, $5::jsonb, $6, $7, $8)', [
        content.streamType,
        id,
        0,
        content.type,
        JSON.stringify(content.payload),
        userId,
        occurredAt,
        canonicalJsonBeforeVersion(content),
      ]);
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
