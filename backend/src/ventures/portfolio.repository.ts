import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import type { MilestoneType } from './venture-rules.js';

/** A milestone as the programme figures read it (only the outcome types). */
export interface OutcomeMilestoneRow {
  venture_id: string;
  type: MilestoneType;
  occurred_on: string;
  amount_minor: string | null;
  verified: boolean;
  created_at: Date;
}

const VERIFIED = sql<boolean>`m.verified_at is not null`;

type Tables = 'ventures' | 'venture_milestones';

/** The programme figures' read of ventures' milestones (the portfolio reads its summaries: read-model/). */
@Injectable()
export class PortfolioRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The milestones the programme's outcome rates count: design partners, letters of intent, pilots,
   * funding; with `alsoStopped`, the `stopped` ones too (insights' 'stopped' outcome).
   */
  outcomeMilestones(alsoStopped = false): Promise<OutcomeMilestoneRow[]> {
    return this.db()
      .selectFrom('venture_milestones as m')
      .innerJoin('ventures as v', 'v.id', 'm.venture_id')
      .select([
        'm.venture_id',
        'm.type',
        sql<string>`to_char(m.occurred_on, 'YYYY-MM-DD')`.as('occurred_on'),
        sql<string | null>`m.figures->>'amountMinor'`.as('amount_minor'),
        VERIFIED.as('verified'),
        'm.created_at',
      ])
      .where('v.merged_into_id', 'is', null)
      .where('m.type', 'in', [
        'design_partner',
        'letter_of_intent',
        'pilot',
        'funding',
        ...(alsoStopped ? (['stopped'] as const) : []),
      ])
      .execute() as Promise<OutcomeMilestoneRow[]>;
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}
