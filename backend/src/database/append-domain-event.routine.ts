import { Routine } from '@mikro-orm/core';
import { APPEND_FUNCTION_AS_OWNER } from './migrations/Migration20261124090000_audit_owner_and_checkpoints.js';

/**
 * The event store's append function, as migration `..._audit_owner_and_checkpoints` wrote it
 * (lock, chain head, stream version, hash and insert in one call, with its owner's rights).
 * Declared so the schema comparison knows it is ours.
 */
export const AppendDomainEvent = new Routine({
  name: 'append_domain_event',
  type: 'function',
  language: 'plpgsql',
  security: 'definer',
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
  expression: APPEND_FUNCTION_AS_OWNER,
});
