import { Migration } from '@mikro-orm/migrations';
import { APPEND_FUNCTION_RAISING_ON_CONFLICT } from './Migration20261122070000_append_raises_on_conflict.js';

const SIGNATURE = 'append_domain_event(text, text, int, text, jsonb, uuid, timestamptz, text)';

/**
 * The append function as this migration leaves it (also the event store's declared routine): the
 * same body, run with its owner's rights (SECURITY DEFINER), so the app's runtime role appends to
 * `domain_events` without holding INSERT on it. A fixed search_path keeps a caller from slipping
 * its own `domain_events` or `sha256` in front of ours.
 */
export const APPEND_FUNCTION_AS_OWNER = APPEND_FUNCTION_RAISING_ON_CONFLICT.replace(
  'language plpgsql volatile as $fn$',
  'language plpgsql volatile security definer set search_path = public, pg_temp as $fn$',
);

/**
 * Issue 12, point 9: the app runs as a runtime role that cannot change the event store, and the
 * chain head is signed into `audit_checkpoints` (HMAC with a key only the app holds) every N events,
 * so a removed tail shows. Grants to the runtime role are not here: its name belongs to the install,
 * and `migrateDatabase` grants them after every migration run (database/roles/runtime-grants.ts).
 */
export class Migration20261124090000_audit_owner_and_checkpoints extends Migration {
  override up(): void {
    this.addSql(`drop function ${SIGNATURE}`);
    this.addSql(APPEND_FUNCTION_AS_OWNER);
    // PostgreSQL lets PUBLIC execute every new function: only the grants name who may append.
    this.addSql(`revoke execute on function ${SIGNATURE} from public`);
    this.addSql(`
      create table audit_checkpoints (
        position bigint primary key,
        hash varchar(64) not null,
        mac varchar(64) not null,
        created_at timestamptz not null default now()
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists audit_checkpoints');
    this.addSql(`drop function ${SIGNATURE}`);
    this.addSql(APPEND_FUNCTION_RAISING_ON_CONFLICT);
  }
}
