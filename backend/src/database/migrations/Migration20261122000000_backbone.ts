import { Migration } from '@mikro-orm/migrations';

/** The write backbone: append-only event store with a hash chain, outbox, email deliveries. */
export class Migration20261122000000_backbone extends Migration {
  override up(): void {
    this.addSql(`
      create table domain_events (
        id bigserial primary key,
        stream_type varchar(255) not null,
        stream_id varchar(255) not null,
        version int not null check (version > 0),
        type varchar(255) not null,
        payload jsonb not null,
        actor_id uuid null,
        occurred_at timestamptz not null,
        prev_hash varchar(64) not null,
        hash varchar(64) not null,
        constraint domain_events_stream_version_unique unique (stream_type, stream_id, version)
      )`);
    this.addSql('create index domain_events_type_index on domain_events (type, id)');
    this.addSql('create index domain_events_actor_index on domain_events (actor_id, id)');
    this.addSql('create index domain_events_occurred_at_index on domain_events (occurred_at)');
    this.addSql(`
      create function domain_events_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'domain_events is append-only: % refused', tg_op using errcode = 'restrict_violation';
      end $$`);
    this.addSql(`create trigger domain_events_no_update_or_delete before update or delete on domain_events
      for each row execute function domain_events_refuse_change()`);
    this.addSql(`create trigger domain_events_no_truncate before truncate on domain_events
      for each statement execute function domain_events_refuse_change()`);

    this.addSql(`
      create table outbox_messages (
        id uuid primary key,
        job_name varchar(255) not null,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        published_at timestamptz null,
        publish_attempts int not null default 0,
        last_error text null
      )`);
    this.addSql(
      'create index outbox_messages_pending_index on outbox_messages (created_at, id) where published_at is null',
    );

    this.addSql(`
      create table email_deliveries (
        outbox_id uuid primary key references outbox_messages (id),
        recipient varchar(255) not null,
        subject varchar(255) not null,
        template varchar(255) not null,
        message_id varchar(255) not null,
        status text check (status in ('queued', 'sending', 'retrying', 'sent', 'undelivered')) not null,
        attempts int not null default 0,
        last_error text null,
        queued_at timestamptz not null,
        sent_at timestamptz null,
        updated_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists email_deliveries');
    this.addSql('drop table if exists outbox_messages');
    this.addSql('drop table if exists domain_events');
    this.addSql('drop function if exists domain_events_refuse_change');
  }
}
