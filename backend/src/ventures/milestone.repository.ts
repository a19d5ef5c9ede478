import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import { jsonb } from '../projects/jsonb.js';
import type { MilestoneEvidence, MilestoneRecord } from './venture.events.js';

type Tables = 'venture_milestones';

const COLUMNS = [
  'id',
  'venture_id',
  'type',
  'occurred_on',
  'figures',
  'link',
  'description',
  'checkin_id',
  'created_by',
  'created_at',
  'verified_by',
  'verified_at',
  'verification_note',
  'evidence',
] as const;

/** A `date` column as the API and the audit trail write it. */
export function isoDate(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** Venture milestones. Inside a command every method runs in the command's transaction. */
@Injectable()
export class MilestoneRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(
    id: string,
    ventureId: string,
    milestone: MilestoneRecord,
    createdBy: string,
    at: Date,
    checkinId: string | null = null,
  ): Promise<void> {
    await this.db()
      .insertInto('venture_milestones')
      .values({
        id,
        venture_id: ventureId,
        type: milestone.type,
        occurred_on: milestone.occurredOn,
        figures: jsonb(milestone.figures),
        link: milestone.link,
        description: milestone.description,
        checkin_id: checkinId,
        created_by: createdBy,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  /** The venture's milestone, locked; undefined when it is not this venture's. */
  lockInVenture(milestoneId: string, ventureId: string) {
    return this.db()
      .selectFrom('venture_milestones')
      .select(COLUMNS)
      .where('id', '=', milestoneId)
      .where('venture_id', '=', ventureId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Editing a verified milestone makes it self-reported again: staff verified the old figures, not the new. */
  async update(milestoneId: string, milestone: MilestoneRecord, at: Date): Promise<void> {
    await this.db()
      .updateTable('venture_milestones')
      .set({
        type: milestone.type,
        occurred_on: milestone.occurredOn,
        figures: jsonb(milestone.figures),
        link: milestone.link,
        description: milestone.description,
        updated_at: at,
        verified_by: null,
        verified_at: null,
        verification_note: null,
      })
      .where('id', '=', milestoneId)
      .execute();
  }

  async delete(milestoneId: string): Promise<void> {
    await this.db().deleteFrom('venture_milestones').where('id', '=', milestoneId).execute();
  }

  async setEvidence(milestoneId: string, evidence: readonly MilestoneEvidence[], at: Date): Promise<void> {
    await this.db()
      .updateTable('venture_milestones')
      .set({ evidence: jsonb([...evidence]), updated_at: at })
      .where('id', '=', milestoneId)
      .execute();
  }

  /** The venture whose milestone carries this evidence file, if any (the file's read policy). */
  async ventureOfEvidence(fileId: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('venture_milestones')
      .select('venture_id')
      .where('evidence', '@>', jsonb<MilestoneEvidence[]>([{ fileId } as MilestoneEvidence]))
      .executeTakeFirst();
    return row?.venture_id;
  }

  async setVerification(milestoneId: string, verifiedBy: string | null, at: Date | null, note: string): Promise<void> {
    await this.db()
      .updateTable('venture_milestones')
      .set({ verified_by: verifiedBy, verified_at: at, verification_note: note })
      .where('id', '=', milestoneId)
      .execute();
  }

  /** The milestones of these ventures, newest first. */
  ofVentures(ventureIds: readonly string[]) {
    if (ventureIds.length === 0) return Promise.resolve([]);
    return this.db()
      .selectFrom('venture_milestones')
      .select(COLUMNS)
      .where('venture_id', 'in', ventureIds)
      .orderBy('occurred_on', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async moveAll(fromVentureId: string, toVentureId: string): Promise<string[]> {
    const rows = await this.db()
      .updateTable('venture_milestones')
      .set({ venture_id: toVentureId })
      .where('venture_id', '=', fromVentureId)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

export type MilestoneRow = NonNullable<Awaited<ReturnType<MilestoneRepository['lockInVenture']>>>;

export function recordOf(row: MilestoneRow): MilestoneRecord {
  return {
    type: row.type,
    occurredOn: isoDate(row.occurred_on),
    figures: row.figures,
    link: row.link,
    description: row.description,
  };
}
