import { Injectable } from '@nestjs/common';
import { UserDirectory } from '../users/user-directory.js';
import { JudgingSetupRepository } from './judging-setup.repository.js';

export interface CriterionFacts {
  id: string;
  label: string;
  weight: number;
  description: string | null;
}

/** What other features (judging) may read of an event's judging setup: its criteria and its judges. */
@Injectable()
export class JudgingSetup {
  constructor(
    private readonly judging: JudgingSetupRepository,
    private readonly people: UserDirectory,
  ) {}

  /** Heaviest first. */
  criteria(eventId: string): Promise<CriterionFacts[]> {
    return this.judging.criteria(eventId);
  }

  /** The event's judges in the order they were added. */
  judgeIds(eventId: string): Promise<string[]> {
    return this.judging.judgeIds(eventId);
  }

  /** The event's judges, each with their email (lower-cased), in one read. */
  judgeEmails(eventId: string): Promise<Map<string, string>> {
    return this.judging.judgeEmails(eventId, this.people.cards());
  }

  isJudge(eventId: string, userId: string): Promise<boolean> {
    return this.judging.isJudge(eventId, userId);
  }

  /** The events the user judges. */
  eventsJudgedBy(userId: string): Promise<string[]> {
    return this.judging.eventsJudgedBy(userId);
  }
}
