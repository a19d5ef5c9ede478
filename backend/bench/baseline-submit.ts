import { randomUUID } from 'node:crypto';
import type { RouteHandlerMethod } from 'fastify';
import { ApplicationSubmitted } from '../src/applications/application.events.js';
import { tallySlotOf } from '../src/applications/application-tally.entity.js';
import { canonicalJsonBeforeVersion } from '../src/audit/hash-chain.js';
import type { BaselineContext } from './scenarios.js';

interface SubmitBody {
  role: 'Dev' | 'PM' | 'Designer' | 'Other';
  shortAnswer: string;
  linkedinUrl?: string;
}

/**
 * The apply command's transaction written directly with pg, statement for statement: the
 * application row (inserted only for an open event) with its analytics tally, then its audit event
 * appended to the hash chain by the same database function EventStore.append calls.
 */
export function submitApplicationBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async (request, reply) => {
    const { eventId, userId } = request.query as { eventId: string; userId: string };
    const body = request.body as SubmitBody;
    const client = await pool.connect();
    try {
      await client.query('begin');
      const id = randomUUID();
      // The application and its count in the analytics tally of its event, day and role: one statement.
      const inserted = await client.query(
        `with inserted as (
           insert into applications (id, user_id, event_id, linkedin_url, role, short_answer)
           select $1::uuid, $2::uuid, e.id, $3, $4, $5 from events e where e.id = $6 and e.status in ('active', 'upcoming')
           on conflict (user_id, event_id) do nothing returning event_id, role, created_at)
         insert into application_tallies (event_id, day, role, slot, applied)
         select event_id, timezone('UTC', created_at)::date, role, $7, 1 from inserted
         on conflict (event_id, day, role, slot) do update set applied = application_tallies.applied + 1
         returning event_id`,
        [id, userId, body.linkedinUrl?.trim() || null, body.role, body.shortAnswer.trim(), eventId, tallySlotOf(id)],
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
