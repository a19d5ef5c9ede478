import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { criterionAverages } from '../../../common/panel-review/normalisation.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { NotTeamMember, ResultsProjectNotFound } from '../../judging.errors.js';
import { EventResults, isResultsStaff } from '../../results/event-results.js';
import { GetMyResultsQuery } from './get-my-results.query.js';
import type { ProjectEventResultDto, ProjectResultsDto } from './project-results.response.dto.js';

/**
 * judging.md 'Leaderboards and publishing': the rank in its track, the raw per-criterion averages
 * and the judges' feedback as 'Judge 1', 'Judge 2' (by assignment age); never judge ids, names or
 * notes to staff.
 */
@QueryHandler(GetMyResultsQuery)
export class GetMyResultsHandler implements IQueryHandler<GetMyResultsQuery> {
  constructor(
    private readonly submissions: EventSubmissions,
    private readonly judging: EventJudgingRepository,
    private readonly results: EventResults,
    private readonly setup: JudgingSetup,
    private readonly events: EventCatalog,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  async execute({ viewer, projectId }: GetMyResultsQuery): Promise<ProjectResultsDto> {
    const [members, submissions] = await Promise.all([
      this.submissions.members(projectId),
      this.submissions.ofProject(projectId),
    ]);
    if (members === undefined) throw new ResultsProjectNotFound();
    const team = new Set([...members, ...submissions.flatMap((submission) => submission.teamUserIds)]);
    if (!team.has(viewer.id) && !isResultsStaff(viewer)) throw new NotTeamMember();
    const phases = await this.judging.many(submissions.map((submission) => submission.eventId));
    const published = submissions.filter((submission) => phases.get(submission.eventId)?.phase === 'published');
    const titles = await this.events.titles(published.map((submission) => submission.eventId));
    const results = await Promise.all(
      published.map(async (submission): Promise<ProjectEventResultDto> => {
        const [computed, criteria, saved] = await Promise.all([
          this.results.compute(submission.eventId),
          this.setup.criteria(submission.eventId),
          this.assignments.completedSheetsOf(submission.id),
        ]);
        const sheets = saved.filter(computed.counts);
        const rows = computed.tracks.find((track) => track.track === submission.track)?.rows ?? [];
        const entry = rows.find((row) => row.id === submission.id);
        const averages = new Map(
          criterionAverages(criteria, sheets).map((average) => [average.criterionId, average.average]),
        );
        const texts = sheets.map((sheet) => sheet.feedback?.trim() ?? '').filter((text) => text !== '');
        return {
          eventId: submission.eventId,
          eventTitle: titles.get(submission.eventId) ?? 'Unknown event',
          submissionId: submission.id,
          track: submission.track,
          rank: entry?.rank ?? null,
          trackSize: rows.length,
          score: entry?.score ?? null,
          rawMean: entry?.rawMean ?? null,
          standardError: entry?.standardError ?? null,
          reviews: entry?.reviews ?? 0,
          place: computed.places.get(submission.id) ?? null,
          criteria: criteria.map((criterion) => ({
            criterionId: criterion.id,
            label: criterion.label,
            weight: criterion.weight,
            average: averages.get(criterion.id) ?? null,
          })),
          feedback: texts.map((text, index) => ({ judge: `Judge ${index + 1}`, text })),
        };
      }),
    );
    return { projectId, results };
  }
}
