import { Migration } from '@mikro-orm/migrations';

/** Also what Migration20261122070000's down() restores. */
export const APPEND_FUNCTION_WITH_CONFLICT_ROW = `
      create function append_domain_event(
        p_stream_type text,
        p_stream_id text,
        p_expected_version int,
        p_type text,
        p_payload jsonb,
        p_actor_id uuid,
        p_occurred_at timestamptz,
        p_content_before_version text
      ) returns table (id bigint, version int, prev_hash text, hash text, conflict boolean)
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
          return query select null::bigint, v_version, v_prev, null::text, true;
          return;
        end if;
        v_version := v_version + 1;
        v_hash := encode(sha256(convert_to(v_prev || E'\\n' || p_content_before_version || v_version || '}', 'UTF8')), 'hex');
        insert into domain_events (stream_type, stream_id, version, type, payload, actor_id, occurred_at, prev_hash, hash)
          values (p_stream_type, p_stream_id, v_version, p_type, p_payload, p_actor_id, p_occurred_at, v_prev, v_hash)
          returning domain_events.id into v_id;
        return query select v_id, v_version, v_prev, v_hash, false;
      end
      $fn$`;

/**
 * Appending to the hash chain in one round trip. Under the chain lock the writer used to read the
 * head, then insert: the lock was held across three round trips, and every command in the product
 * queues on that lock. A VOLATILE plpgsql function takes a fresh snapshot per statement, so after
 * the lock it sees the previous appender's commit, exactly as separate statements did.
 *
 * The hash is the one `chainHash` computes: sha256(prev_hash || '\n' || canonical JSON of the
 * content). The caller sends that JSON up to the version (whose key sorts last); the version is
 * only known here, after the lock.
 */
export class Migration20261122060000_append_function extends Migration {
  override up(): void {
    this.addSql(APPEND_FUNCTION_WITH_CONFLICT_ROW);
  }

  override down(): void {
    this.addSql('drop function if exists append_domain_event(text, text, int, text, jsonb, uuid, timestamptz, text)');
  }
}
