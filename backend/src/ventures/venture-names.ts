import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import { containsPattern } from '../database/contains-pattern.js';

/** What other features may read of ventures to name them (the audit log): their names. */
@Injectable()
export class VentureNames {
  constructor(private readonly em: EntityManager) {}

  async names(ventureIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(ventureIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db().selectFrom('ventures').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Ventures whose name contains `text`, case-insensitively; at most `limit`. */
  async idsByName(text: string, limit: number): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('ventures')
      .select('id')
      .where('name', 'ilike', containsPattern(text))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  private db() {
    return kyselyOf<'ventures'>(this.em);
  }
}
