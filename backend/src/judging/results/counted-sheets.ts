import { Injectable } from '@nestjs/common';
import { JudgingSetup } from '../../events/judging-setup.js';
import { EventSubmissions, type SubmissionFacts } from '../../projects/event-submissions.js';
import { conflictOfInterest } from '../conflicts-of-interest.js';
import { EventJudgingRepository } from '../event-judging.repository.js';
import { JudgingFacts } from '../judging-facts.js';

export type SheetCounts = (sheet: { judgeId: string; submissionId: string }) => boolean;

/**
 * Which of an event's sheets results count: those whose judge still judges the event and has no
 * conflict with the team today (the rules a sheet read or save checks). A sheet that stops counting
 * stays saved and in the audit trail. Reads in two rounds, none per sheet.
 */
@Injectable()
export class CountedSheets {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly submissions: EventSubmissions,
    private readonly judging: EventJudgingRepository,
  ) {}

  /** The event's submissions, and whether a sheet by one of `sheetJudgeIds` counts. */
  async of(
    eventId: string,
    sheetJudgeIds: Promise<readonly string[]>,
  ): Promise<{ submissions: SubmissionFacts[]; counts: SheetCounts }> {
    const [submissions, judgeIds, { sameDomainConflicts }, judges] = await Promise.all([
      this.submissions.ofEvent(eventId),
      this.setup.judgeIds(eventId).then((ids) => new Set(ids)),
      this.judging.find(eventId),
      sheetJudgeIds,
    ]);
    const conflicts = await this.facts.conflictFacts(eventId, judges, submissions, sameDomainConflicts);
    const byId = new Map(submissions.map((submission) => [submission.id, submission]));
    const counts: SheetCounts = ({ judgeId, submissionId }) => {
      const submission = byId.get(submissionId);
      return (
        submission !== undefined && judgeIds.has(judgeId) && conflictOfInterest(judgeId, submission, conflicts) === null
      );
    };
    return { submissions, counts };
  }
}
