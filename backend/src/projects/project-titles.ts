import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import { containsPattern } from '../database/contains-pattern.js';

/** What other features may read of projects to name them (the audit log): their titles. */
@Injectable()
export class ProjectTitles {
  constructor(private readonly em: EntityManager) {}

  async titles(projectIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(projectIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db().selectFrom('projects').select(['id', 'title']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /** Projects whose title contains `text`, case-insensitively; at most `limit`. */
  async idsByTitle(text: string, limit: number): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('projects')
      .select('id')
      .where('title', 'ilike', containsPattern(text))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  private db() {
    return kyselyOf<'projects'>(this.em);
  }
}
