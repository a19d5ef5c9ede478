import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { EventRequired, NotAssigned } from '../../judging.errors.js';
import { JudgingFacts } from '../../judging-facts.js';
import { ReturningVentures } from '../../returning-ventures.js';
import { bySubmissionOrder, sheetView } from '../../judging-views.js';
import { GetScoreSheetQuery } from './get-score-sheet.query.js';
import type { ScoreSheetViewDto } from './score-sheet-view.response.dto.js';
import { fileViews } from '../../../projects/project-files.js';

/**
 * Only the assigned judge reads the sheet, and only while they still judge the event without a
 * conflict with the team (403 for anyone else, staff included: they use the matrix).
 */
@QueryHandler(GetScoreSheetQuery)
export class GetScoreSheetHandler implements IQueryHandler<GetScoreSheetQuery> {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly catalog: EventCatalog,
    private readonly setup: JudgingSetup,
    private readonly submissions: EventSubmissions,
    private readonly people: UserDirectory,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly returning: ReturningVentures,
  ) {}

  async execute({ judgeId, projectId, eventId }: GetScoreSheetQuery): Promise<ScoreSheetViewDto> {
    const mine = await this.assignments.ofJudge(judgeId, eventId);
    const submissions = await this.submissions.byIds(mine.map((row) => row.submissionId));
    const forProject = mine.filter((row) => submissions.get(row.submissionId)?.projectId === projectId);
    if (forProject.length === 0) throw new NotAssigned();
    if (forProject.length > 1) throw new EventRequired();
    const assignment = forProject[0];
    const submission = submissions.get(assignment.submissionId)!;
    const { phase, sameDomainConflicts } = await this.judging.find(assignment.eventId);
    await this.facts.assertMayJudge(judgeId, submission, sameDomainConflicts);

    const [event, criteria, team, venture] = await Promise.all([
      this.catalog.findById(assignment.eventId),
      this.setup.criteria(assignment.eventId),
      this.people.people(submission.snapshot.team.map((member) => member.user_id)),
      this.returning.of(submission.id),
    ]);
    const queue = mine
      .filter((row) => row.eventId === assignment.eventId && (row.state !== 'recused' || row.id === assignment.id))
      .sort(bySubmissionOrder(submissions));
    const at = queue.findIndex((row) => row.id === assignment.id);
    const neighbour = (index: number) => {
      const row = queue[index];
      return row ? submissions.get(row.submissionId)!.projectId : null;
    };
    const { snapshot } = submission;
    return {
      eventId: assignment.eventId,
      eventTitle: event?.title ?? '',
      phase,
      assignmentId: assignment.id,
      state: assignment.state,
      editable: phase === 'open' && assignment.state !== 'recused',
      submission: {
        submissionId: submission.id,
        projectId: submission.projectId,
        title: snapshot.title,
        tagline: snapshot.tagline,
        descriptionMd: snapshot.description_md ?? null,
        demoUrl: snapshot.demo_url,
        repoUrl: snapshot.repo_url,
        images: (snapshot.images ?? []).map(({ url, alt }) => ({ url, alt })),
        // The exact files frozen at submit (issue 31), readable by the judge while assigned.
        ...fileViews(snapshot),
        team: snapshot.team.map((member) => ({
          name: team.get(member.user_id)?.displayName ?? member.name,
          role: member.role,
        })),
        track: submission.track,
        submittedAt: submission.submittedAt.toISOString(),
      },
      criteria,
      sheet: sheetView(assignment, criteria),
      previousProjectId: neighbour(at - 1),
      nextProjectId: neighbour(at + 1),
      venture,
    };
  }
}
