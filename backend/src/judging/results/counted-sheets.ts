import { Injectable } from '@nestjs/common';
import { JudgingSetup } from '../../events/judging-setup.js';
import { EventSubmissions, type SubmissionListing } from '../../projects/event-submissions.js';
import { conflictOfInterest } from '../conflicts-of-interest.js';
import type { EventJudgingState } from '../event-judging.repository.js';
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
  ) {}

  /**
   * The event's submissions as results list them (the same read gives each one's team), and whether
   * a sheet by one of `sheetJudgeIds` counts under the event's judging settings.
   */
  async of(
    eventId: string,
    sheetJudgeIds: Promise<readonly string[]>,
    judging: Promise<EventJudgingState> | EventJudgingState,
  ): Promise<{ submissions: SubmissionListing[]; counts: SheetCounts }> {
    const [submissions, judgeIds, { sameDomainConflicts }, judges] = await Promise.all([
      this.submissions.listings(eventId),
      this.setup.judgeIds(eventId).then((ids) => new Set(ids)),
      judging,
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
