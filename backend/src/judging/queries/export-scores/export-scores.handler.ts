import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { csvLines } from '../../../common/csv.js';
import { normaliseReviews } from '../../../common/panel-review/normalisation.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { JudgingFacts } from '../../judging-facts.js';
import { bySubmissionOrder } from '../../judging-views.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { CountedSheets } from '../../results/counted-sheets.js';
import { ExportScoresQuery } from './export-scores.query.js';

/**
 * One row per saved sheet: judge, submission, each criterion's score (heaviest first), total,
 * normalised z, whether it counts, note, feedback. A sheet that no longer counts (its judge removed
 * or conflicted since) stays listed, marked, without a z: the z are the leaderboard's, over counted sheets.
 */
@QueryHandler(ExportScoresQuery)
export class ExportScoresHandler implements IQueryHandler<ExportScoresQuery> {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly submissions: EventSubmissions,
    private readonly people: UserDirectory,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly judging: EventJudgingRepository,
    private readonly counted: CountedSheets,
  ) {}

  async execute({ eventId }: ExportScoresQuery): Promise<string> {
    await this.facts.event(eventId);
    const [criteria, assignments] = await Promise.all([
      this.setup.criteria(eventId),
      this.assignments.ofEvent(eventId),
    ]);
    const scored = assignments.filter((row) => row.sheet !== null);
    const [submissions, people, { counts }] = await Promise.all([
      this.submissions.byIds(scored.map((row) => row.submissionId)),
      this.people.people(scored.map((row) => row.judgeId)),
      this.counted.of(eventId, Promise.resolve(scored), this.judging.find(eventId)),
    ]);
    const order = bySubmissionOrder(submissions);
    // judging.md 'Staff progress': each sheet's normalised z (results), as the leaderboard uses it.
    const zOf = new Map(
      normaliseReviews(
        scored
          .filter((row) => counts(row))
          .map((row) => ({ reviewerId: row.judgeId, itemId: row.submissionId, total: row.sheet!.total })),
      ).reviews.map((review) => [`${review.reviewerId}|${review.itemId}`, review.z]),
    );
    const header = [
      'judge',
      'judge_email',
      'project',
      'track',
      'submission_id',
      ...criteria.map((criterion) => `${criterion.label} (weight ${criterion.weight})`),
      'total',
      'normalised_z',
      'counts',
      'note_to_staff',
      'feedback',
      'saved_at',
    ];
    const rows = scored
      .sort(
        (a, b) =>
          order(a, b) ||
          (people.get(a.judgeId)?.displayName ?? '').localeCompare(people.get(b.judgeId)?.displayName ?? ''),
      )
      .map((row) => {
        const submission = submissions.get(row.submissionId)!;
        const sheet = row.sheet!;
        const judge = people.get(row.judgeId);
        return [
          judge?.displayName ?? '',
          judge?.email ?? '',
          submission.snapshot.title,
          submission.track,
          submission.id,
          ...criteria.map((criterion) => sheet.scores[criterion.id]),
          Math.round(sheet.total * 1000) / 1000,
          ...countedZ(zOf.get(`${row.judgeId}|${row.submissionId}`)),
          sheet.noteToStaff,
          sheet.feedback,
          sheet.savedAt.toISOString(),
        ];
      });
    return csvLines([header, ...rows]);
  }
}

/** The z and the 'counts' cell: a sheet without a z does not count. */
function countedZ(z: number | undefined): [number | string, string] {
  return z === undefined ? ['', 'no'] : [Math.round(z * 1000) / 1000, 'yes'];
}
