import { Injectable } from '@nestjs/common';
import { organisationDomainOf } from '../../common/panel-review/conflicts-of-interest.js';
import { JudgingSetup } from '../../events/judging-setup.js';
import { EventSubmissions, type SubmissionListing } from '../../projects/event-submissions.js';
import { judgingConflict } from '../conflict-reason.js';
import type { EventJudgingState } from '../event-judging.repository.js';
import { JudgingFacts } from '../judging-facts.js';

interface Sheet {
  judgeId: string;
  submissionId: string;
}

export type SheetCounts = (sheet: Sheet) => boolean;

/**
 * Which of an event's sheets results count: those whose judge still judges the event and has no
 * conflict with the team today (the rules a sheet read or save checks). A sheet that stops counting
 * stays saved and in the audit trail. Reads in one round, none per sheet, and a second for the
 * emails of teams scored by a judge on an organisation's domain.
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
   * one of its `sheets` counts under the event's judging settings.
   */
  async of(
    eventId: string,
    sheets: Promise<readonly Sheet[]>,
    judging: Promise<EventJudgingState> | EventJudgingState,
  ): Promise<{ submissions: SubmissionListing[]; counts: SheetCounts }> {
    const [submissions, judges, { sameDomainConflicts }, declared, saved] = await Promise.all([
      this.submissions.listings(eventId),
      this.setup.judgeEmails(eventId),
      judging,
      this.facts.declaredConflicts(eventId),
      sheets,
    ]);
    const byId = new Map(submissions.map((submission) => [submission.id, submission]));
    // The same-domain rule only matches a judge with an organisation's domain: only the teams such
    // judges scored need their members' emails.
    const teams = sameDomainConflicts
      ? await this.facts.emails(
          saved
            .filter((sheet) => organisationDomainOf(judges.get(sheet.judgeId)) !== undefined)
            .flatMap((sheet) => byId.get(sheet.submissionId)?.teamUserIds ?? []),
        )
      : new Map<string, string>();
    const conflicts = { declared, emails: new Map([...judges, ...teams]), sameDomainConflicts };
    const counts: SheetCounts = ({ judgeId, submissionId }) => {
      const submission = byId.get(submissionId);
      return (
        submission !== undefined && judges.has(judgeId) && judgingConflict(judgeId, submission, conflicts) === null
      );
    };
    return { submissions, counts };
  }
}
