import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

type Tables = 'ventures' | 'venture_member_removals';

const COLUMNS = [
  'id',
  'name',
  'pitch',
  'is_public',
  'founded_event_id',
  'merged_into_id',
  'created_at',
  'updated_at',
] as const;

export interface NewVenture {
  id: string;
  name: string;
  foundedEventId: string;
  createdBy: string;
  createdAt: Date;
}

export interface VentureChanges {
  name?: string;
  pitch?: string | null;
  isPublic?: boolean;
}

/** Ventures and their member removals. Inside a command every method runs in the command's transaction. */
@Injectable()
export class VentureRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(venture: NewVenture): Promise<void> {
    await this.db()
      .insertInto('ventures')
      .values({
        id: venture.id,
        name: venture.name,
        founded_event_id: venture.foundedEventId,
        created_by: venture.createdBy,
        created_at: venture.createdAt,
        updated_at: venture.createdAt,
      })
      .execute();
  }

  find(ventureId: string) {
    return this.db().selectFrom('ventures').select(COLUMNS).where('id', '=', ventureId).executeTakeFirst();
  }

  findMany(ventureIds: readonly string[]) {
    if (ventureIds.length === 0) return Promise.resolve([]);
    return this.db().selectFrom('ventures').select(COLUMNS).where('id', 'in', ventureIds).execute();
  }

  /** The venture, locked: commands of one venture run one after another. */
  lockForChange(ventureId: string) {
    return this.db().selectFrom('ventures').select(COLUMNS).where('id', '=', ventureId).forUpdate().executeTakeFirst();
  }

  async update(ventureId: string, changes: VentureChanges, at: Date): Promise<void> {
    await this.db()
      .updateTable('ventures')
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.pitch !== undefined && { pitch: changes.pitch }),
        ...(changes.isPublic !== undefined && { is_public: changes.isPublic }),
        updated_at: at,
      })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', ventureId)
      .execute();
  }

  /** Marks activity (an entry or milestone changed) without other changes. */
  async touch(ventureId: string, at: Date): Promise<void> {
    await this.update(ventureId, {}, at);
  }

  async markMerged(ventureId: string, intoVentureId: string, at: Date): Promise<void> {
    await this.db()
      .updateTable('ventures')
      .set({ merged_into_id: intoVentureId, updated_at: at })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', ventureId)
      .execute();
  }

  /** False when the person was already removed. */
  async addRemoval(
    ventureId: string,
    userId: string,
    removedBy: string,
    reason: string | null,
    at: Date,
  ): Promise<boolean> {
    const row = await this.db()
      .insertInto('venture_member_removals')
      .values({ venture_id: ventureId, user_id: userId, removed_by: removedBy, reason, removed_at: at })
      .onConflict((oc) => oc.columns(['venture_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Per venture, the members removed from it (one query however many ventures). */
  async removedUserIdsOf(ventureIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const removed = new Map<string, Set<string>>(ventureIds.map((id) => [id, new Set()]));
    if (ventureIds.length === 0) return removed;
    const rows = await this.db()
      .selectFrom('venture_member_removals')
      .select(['venture_id', 'user_id'])
      .where('venture_id', 'in', [...new Set(ventureIds)])
      .execute();
    for (const row of rows) removed.get(row.venture_id)?.add(row.user_id);
    return removed;
  }

  async ventureIdsRemovedFor(userId: string): Promise<Set<string>> {
    const rows = await this.db()
      .selectFrom('venture_member_removals')
      .select('venture_id')
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((row) => row.venture_id));
  }

  /** A merge carries the removals over: someone removed from either venture stays removed. */
  async copyRemovals(fromVentureId: string, toVentureId: string): Promise<void> {
    await this.db()
      .insertInto('venture_member_removals')
      .columns(['venture_id', 'user_id', 'removed_by', 'reason', 'removed_at'])
      .expression((eb) =>
        eb
          .selectFrom('venture_member_removals')
          .select((s) => [s.val(toVentureId).as('venture_id'), 'user_id', 'removed_by', 'reason', 'removed_at'])
          .where('venture_id', '=', fromVentureId),
      )
      .onConflict((oc) => oc.columns(['venture_id', 'user_id']).doNothing())
      .execute();
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}
