import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/roles.js';
import { type ItemScore, scoreItems } from '../../common/panel-review/normalisation.js';
import type { EventFacts } from '../../events/event-catalog.js';
import { type EventJudgingState, EventJudgingRepository } from '../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../judge-assignment.repository.js';
import { ResultsNotPublished } from '../judging.errors.js';
import { RESULTS_STAFF_ROLES } from '../judging-rules.js';
import { JudgingFacts } from '../judging-facts.js';
import { CountedSheets, type SheetCounts } from './counted-sheets.js';
import { EventWinners } from './event-winners.js';
import { type LeaderboardEntry, leaderboards, type ListedSubmission } from './leaderboard.js';

/** A completed sheet's weighted total with its judge and submission. */
export interface SheetTotal {
  judgeId: string;
  submissionId: string;
  total: number;
}

/** Everything results show of one event, read in one pass (a few indexed queries, none per row). */
export interface ComputedResults {
  submissions: ListedSubmission[];
  /** The sheets that count (see `counts`). */
  sheets: SheetTotal[];
  /** Whether a sheet of the event counts: its judge still judges the event, with no conflict with the team. */
  counts: SheetCounts;
  /** By submission id. */
  scores: Map<string, ItemScore>;
  /** Submission id -> winner's place. */
  places: Map<string, number>;
  overall: LeaderboardEntry[];
  tracks: { track: string; rows: LeaderboardEntry[] }[];
}

export function isResultsStaff(viewer: AuthUser | undefined): boolean {
  return viewer !== undefined && RESULTS_STAFF_ROLES.includes(viewer.role);
}

/** Reads and computes an event's results (judging.md 'Results: normalisation and ranking'). */
@Injectable()
export class EventResults {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly counted: CountedSheets,
    private readonly winners: EventWinners,
  ) {}

  /** 404 without the event; staff always see results, everyone else once published (403 before). */
  async visibleTo(
    viewer: AuthUser | undefined,
    eventId: string,
  ): Promise<{ event: EventFacts; judging: EventJudgingState; staff: boolean }> {
    const [event, judging] = await Promise.all([this.facts.event(eventId), this.judging.find(eventId)]);
    const staff = isResultsStaff(viewer);
    if (!staff && judging.phase !== 'published') throw new ResultsNotPublished();
    return { event, judging, staff };
  }

  /** `judging`: the event's judging state when the caller has just read it (`visibleTo`), read here otherwise. */
  async compute(eventId: string, judging?: EventJudgingState): Promise<ComputedResults> {
    const allSheets = this.assignments.sheetTotalsOfEvent(eventId);
    const [{ submissions, counts }, saved, places] = await Promise.all([
      this.counted.of(eventId, allSheets, judging ?? this.judging.find(eventId)),
      allSheets,
      this.winners.places(eventId),
    ]);
    const sheets = saved.filter(counts);
    const scores = scoreItems(
      sheets.map(({ judgeId, submissionId, total }) => ({ reviewerId: judgeId, itemId: submissionId, total })),
    );
    return { submissions, sheets, counts, scores, places, ...leaderboards(submissions, scores) };
  }
}
