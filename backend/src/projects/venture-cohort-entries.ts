import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

/** A submission as the ventures portfolio and programme figures count it: which venture entered which sprint. */
export interface VentureCohortEntry {
  id: string;
  venture_id: string;
  event_id: string;
  track: string;
  submitted_at: Date;
}

/**
 * The light read of every sprint entry the staff portfolio and the programme figures group by
 * (no snapshots): ventures owns the figures, projects owns the rows.
 */
@Injectable()
export class VentureCohortEntries {
  constructor(private readonly em: EntityManager) {}

  all(): Promise<VentureCohortEntry[]> {
    return kyselyOf<'project_submissions'>(this.em)
      .selectFrom('project_submissions')
      .select(['id', 'venture_id', 'event_id', 'track', 'submitted_at'])
      .orderBy('submitted_at')
      .execute() as Promise<VentureCohortEntry[]>;
  }
}
