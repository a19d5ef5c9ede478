import { Injectable } from '@nestjs/common';
import { EventJudgingRepository } from './event-judging.repository.js';
import type { JudgingPhase } from './judging-rules.js';
import { EventResults } from './results/event-results.js';

/** An entry's published standing in its sprint: rank 'n of m' among the scored, and a winner's place. */
export interface EntryStanding {
  rank: number | null;
  of: number;
  place: number | null;
}

/**
 * What other features (ventures) may read of an event's judging: its phase, and once results are
 * published the standing of each submission (never judges' names, notes or per-judge scores).
 */
@Injectable()
export class EntryStandings {
  constructor(
    private readonly judging: EventJudgingRepository,
    private readonly results: EventResults,
  ) {}

  async phaseOf(eventId: string): Promise<JudgingPhase> {
    return (await this.judging.find(eventId)).phase;
  }

  /** Submission id -> standing; empty until the event's results are published. */
  async publishedOf(eventId: string): Promise<Map<string, EntryStanding>> {
    const judging = await this.judging.find(eventId);
    if (judging.phase !== 'published') return new Map();
    const { overall, places } = await this.results.compute(eventId, judging);
    const of = overall.filter((entry) => entry.rank !== null).length;
    return new Map(
      overall.map((entry) => [entry.id, { rank: entry.rank, of, place: places.get(entry.id) ?? null }] as const),
    );
  }
}
