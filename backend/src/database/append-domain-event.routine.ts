import { Routine } from '@mikro-orm/core';
import { APPEND_FUNCTION_RAISING_ON_CONFLICT } from './migrations/Migration20261122070000_append_raises_on_conflict.js';

/**
 * The event store's append function, as migration `..._append_raises_on_conflict` wrote it
 * (lock, chain head, stream version, hash and insert in one call). Declared so the schema
 * comparison knows it is ours.
 */
export const AppendDomainEvent = new Routine({
  name: 'append_domain_event',
  type: 'function',
  language: 'plpgsql',
  params: {
    p_stream_type: { type: 'text' },
    p_stream_id: { type: 'text' },
    p_expected_version: { type: 'int' },
    p_type: { type: 'text' },
    p_payload: { type: 'jsonb' },
    p_actor_id: { type: 'uuid' },
    p_occurred_at: { type: 'timestamptz' },
    p_content_before_version: { type: 'text' },
  },
  returns: { runtimeType: 'object', columnType: 'table (id bigint, version int, prev_hash text, hash text)' },
  expression: APPEND_FUNCTION_RAISING_ON_CONFLICT,
});
