import { Migration } from '@mikro-orm/migrations';
import { APPEND_FUNCTION_WITH_CONFLICT_ROW } from './Migration20261122060000_append_function.js';

/** The append function as this migration leaves it (also the event store's declared routine). */
export const APPEND_FUNCTION_RAISING_ON_CONFLICT = `
      create function append_domain_event(
        p_stream_type text,
        p_stream_id text,
        p_expected_version int,
        p_type text,
        p_payload jsonb,
        p_actor_id uuid,
        p_occurred_at timestamptz,
        p_content_before_version text
      ) returns table (id bigint, version int, prev_hash text, hash text)
      language plpgsql volatile as $fn$
      declare
        v_prev text;
        v_version int;
        v_hash text;
        v_id bigint;
      begin
        perform pg_advisory_xact_lock(hashtext('sprintboard.domain_events'));
        select d.hash into v_prev from domain_events d order by d.id desc limit 1;
        v_prev := coalesce(v_prev, repeat('0', 64));
        select coalesce(max(d.version), 0) into v_version
          from domain_events d where d.stream_type = p_stream_type and d.stream_id = p_stream_id;
        if p_expected_version is not null and v_version <> p_expected_version then
          raise exception 'stream % % is at version %, not %', p_stream_type, p_stream_id, v_version, p_expected_version
            using errcode = 'SB409',
                  detail = json_build_object('streamType', p_stream_type, 'streamId', p_stream_id, 'version', v_version)::text;
        end if;
        v_version := v_version + 1;
        v_hash := encode(sha256(convert_to(v_prev || E'\\n' || p_content_before_version || v_version || '}', 'UTF8')), 'hex');
        insert into domain_events (stream_type, stream_id, version, type, payload, actor_id, occurred_at, prev_hash, hash)
          values (p_stream_type, p_stream_id, v_version, p_type, p_payload, p_actor_id, p_occurred_at, v_prev, v_hash)
          returning domain_events.id into v_id;
        return query select v_id, v_version, v_prev, v_hash;
      end
      $fn$`;

const SIGNATURE = 'append_domain_event(text, text, int, text, jsonb, uuid, timestamptz, text)';

/**
 * A stream version conflict now raises (SQLSTATE SB409, DETAIL the stream and its version as JSON)
 * instead of answering `conflict = true`. A failing statement stops everything sent after it, so an
 * append can travel in one message with the COMMIT behind it: the commit only runs if the append
 * did. That keeps the chain lock for one round trip instead of two (see EventStore.appendAndCommit).
 */
export class Migration20261122070000_append_raises_on_conflict extends Migration {
  override up(): void {
    this.addSql(`drop function ${SIGNATURE}`);
    this.addSql(APPEND_FUNCTION_RAISING_ON_CONFLICT);
  }

  override down(): void {
    this.addSql(`drop function ${SIGNATURE}`);
    this.addSql(APPEND_FUNCTION_WITH_CONFLICT_ROW);
  }
}
