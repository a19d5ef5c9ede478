import { Injectable } from '@nestjs/common';
import { JudgingSetup } from '../events/judging-setup.js';
import { EventJudgingRepository, type OpenJudging } from './event-judging.repository.js';
import { JudgeAssignmentRepository } from './judge-assignment.repository.js';

export type { OpenJudging } from './event-judging.repository.js';

/**
 * What the judging reminders (issue 30, in reminders) may read of judging: the events whose judging
 * is open, with when it opened and the close date staff set, and who still has scoring to do.
 */
@Injectable()
export class JudgingReminderRecipients {
  constructor(
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly setup: JudgingSetup,
  ) {}

  openEvents(): Promise<OpenJudging[]> {
    return this.judging.open();
  }

  /**
   * Judge id -> unscored assignments, for the event's current judges (a judge taken off the event
   * gets nothing) with at least one assignment still 'assigned' (not scored, not recused).
   */
  async unscoredJudges(eventId: string): Promise<Map<string, number>> {
    // One after the other: inside a transaction both would share its connection.
    const unscored = await this.assignments.unscoredByJudge(eventId);
    const judges = new Set(await this.setup.judgeIds(eventId));
    return new Map([...unscored].filter(([judgeId, count]) => judges.has(judgeId) && count > 0));
  }
}
