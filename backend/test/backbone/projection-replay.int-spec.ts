import { Injectable, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RecordedEvent } from '../../src/audit/domain-event.js';
import { AsProjection, type Projection } from '../../src/audit/projections/projection.js';
import { ProjectionRegistry } from '../../src/audit/projections/projection-registry.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { ProbeNoted } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwnerRun, createTestDatabase } from '../support/test-env.js';

/** Notes per probe stream, with the last note and who wrote it: a read model built only from events. */
@Injectable()
@AsProjection()
class ProbeNotesProjection implements Projection<typeof ProbeNoted.TYPE> {
  readonly name = 'probe_notes';
  readonly eventTypes = [ProbeNoted.TYPE] as const;

  async apply(em: EntityManager, event: RecordedEvent<typeof ProbeNoted.TYPE>): Promise<void> {
    await em.execute(
      `insert into probe_notes (stream_id, notes, last_note, last_actor, last_version) values (?, 1, ?, ?, ?)
       on conflict (stream_id) do update set notes = probe_notes.notes + 1, last_note = excluded.last_note,
         last_actor = excluded.last_actor, last_version = excluded.last_version`,
      [event.streamId, event.payload.note, event.actorId, event.version],
    );
  }

  snapshot(em: EntityManager): Promise<unknown[]> {
    return em.execute('select * from probe_notes order by stream_id');
  }

  async reset(em: EntityManager): Promise<void> {
    await em.execute('delete from probe_notes');
  }
}

@Module({ providers: [ProbeNotesProjection] })
class ProbeProjectionModule {}

describe('projections', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    // A table made by the owner (as a migration would), which the app, as the runtime role, fills.
    await asOwnerRun(
      databaseUrl,
      'create table probe_notes (stream_id text primary key, notes int not null, last_note text, last_actor uuid, last_version int)',
    );
    app = await startTestApp(testConfig(databaseUrl), { extraImports: [ProbeProjectionModule] });
    em = app.get(EntityManager).fork();
  });

  afterAll(async () => {
    await app?.close();
  });

  const snapshot = () => em.execute('select * from probe_notes order by stream_id');

  it('keeps the projection in step inside the command transaction, and a rebuild from events is identical', async () => {
    const transaction = app.get(CommandTransaction);
    const actors = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
    for (let i = 0; i < 30; i += 1) {
      await transaction.run(actors[i % 2], (tx) => tx.record(new ProbeNoted(`stream-${i % 4}`, { note: `note ${i}` })));
    }
    // A failed command must leave the projection untouched too.
    await expect(
      transaction.run(actors[0], (tx) => {
        tx.record(new ProbeNoted('stream-0', { note: 'stale' }), 0);
      }),
    ).rejects.toThrow();

    const live = await snapshot();
    expect(live).toHaveLength(4);
    expect(live[0]).toEqual({
      stream_id: 'stream-0',
      notes: 8,
      last_note: 'note 28',
      last_actor: actors[0],
      last_version: 8,
    });

    await em.execute("update probe_notes set notes = 999, last_note = 'drifted' where stream_id = 'stream-1'");
    await em.execute("delete from probe_notes where stream_id = 'stream-2'");

    const registry = app.get(ProjectionRegistry);
    await expect(registry.verifyRebuild(em, 'probe_notes')).resolves.toEqual({
      identical: false,
      liveRows: 3,
      rebuiltRows: 4,
    });
    // Verifying changed nothing: the drift is still there.
    expect(await snapshot()).toHaveLength(3);

    const applied = await registry.rebuild(em, 'probe_notes');
    expect(applied).toBe(30);
    expect(await snapshot()).toEqual(live);
    await expect(registry.verifyRebuild(em, 'probe_notes')).resolves.toEqual({
      identical: true,
      liveRows: 4,
      rebuiltRows: 4,
    });
  });

  it('names the known projections when asked to rebuild an unknown one', async () => {
    await expect(app.get(ProjectionRegistry).rebuild(em, 'nope')).rejects.toThrow(
      'Unknown projection "nope" (known: application_status_history, application_decision_lags, probe_notes, venture_summaries)',
    );
  });
});
