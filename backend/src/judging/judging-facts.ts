import { Injectable } from '@nestjs/common';
import { type ConflictFacts, declaredKey } from '../common/panel-review/conflicts-of-interest.js';
import { EventCatalog, type EventFacts } from '../events/event-catalog.js';
import { EventNotFound } from '../events/events.errors.js';
import { JudgingSetup } from '../events/judging-setup.js';
import type { SubmissionFacts } from '../projects/event-submissions.js';
import { UserDirectory } from '../users/user-directory.js';
import { judgingConflict, judgingEligibility } from './conflict-reason.js';
import { JudgeConflictRepository } from './judge-conflict.repository.js';
import { JudgeHasConflict, NotEventJudge } from './judging.errors.js';

/** What judging's commands and queries read of other features, and the checks they share. */
@Injectable()
export class JudgingFacts {
  constructor(
    private readonly events: EventCatalog,
    private readonly setup: JudgingSetup,
    private readonly people: UserDirectory,
    private readonly conflicts: JudgeConflictRepository,
  ) {}

  async event(eventId: string): Promise<EventFacts> {
    const event = await this.events.findById(eventId);
    if (!event) throw new EventNotFound();
    return event;
  }

  /** 404 for a missing event, 403 when the user does not judge it. */
  async assertJudge(eventId: string, userId: string): Promise<EventFacts> {
    const event = await this.event(eventId);
    if (!(await this.setup.isJudge(eventId, userId))) throw new NotEventJudge();
    return event;
  }

  /**
   * Whether the judge may still touch their sheet for the submission, asked at each use and not only
   * when it was assigned: 403 once they no longer judge the event (removed, or demoted from judge)
   * or once they have a conflict with its team (joined it, declared one, share its domain).
   */
  async assertMayJudge(judgeId: string, submission: SubmissionFacts, sameDomainConflicts: boolean): Promise<void> {
    const { eventId } = submission;
    if (!(await this.setup.isJudge(eventId, judgeId))) throw new NotEventJudge();
    const facts = await this.conflictFacts(eventId, [judgeId], [submission], sameDomainConflicts);
    const conflict = judgingConflict(judgeId, submission, facts);
    if (conflict !== null) throw new JudgeHasConflict(conflict);
  }

  /** Everything the conflict rules need for these judges and submissions. */
  async conflictFacts(
    eventId: string,
    judgeIds: readonly string[],
    submissions: readonly Pick<SubmissionFacts, 'teamUserIds'>[],
    sameDomainConflicts: boolean,
  ): Promise<ConflictFacts> {
    const [declared, emails] = await Promise.all([
      this.declaredConflicts(eventId),
      sameDomainConflicts
        ? this.emails([...judgeIds, ...submissions.flatMap((submission) => submission.teamUserIds)])
        : new Map<string, string>(),
    ]);
    return { declared, emails, sameDomainConflicts };
  }

  /** The event's declared conflicts, as `declaredKey(judgeId, projectId)`. */
  async declaredConflicts(eventId: string): Promise<ReadonlySet<string>> {
    const declared = await this.conflicts.ofEvent(eventId);
    return new Set(declared.map((conflict) => declaredKey(conflict.judgeId, conflict.projectId)));
  }

  /** These users' emails, by id (the same-domain rule's input). */
  emails(userIds: readonly string[]): Promise<Map<string, string>> {
    return this.people.emails(userIds);
  }

  eligibility(facts: ConflictFacts) {
    return judgingEligibility(facts);
  }
}
