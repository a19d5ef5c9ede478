import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { Clock } from '../../../common/clock.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { JudgingFacts } from '../../judging-facts.js';
import { GetJudgingProgressQuery } from './get-judging-progress.query.js';
import type { JudgingProgressDto } from './judging-progress.response.dto.js';

@QueryHandler(GetJudgingProgressQuery)
export class GetJudgingProgressHandler implements IQueryHandler<GetJudgingProgressQuery> {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly submissions: EventSubmissions,
    private readonly people: UserDirectory,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ eventId }: GetJudgingProgressQuery): Promise<JudgingProgressDto> {
    const event = await this.facts.event(eventId);
    const [state, judgeIds, submissions, assignments] = await Promise.all([
      this.judging.find(eventId),
      this.setup.judgeIds(eventId),
      this.submissions.ofEvent(eventId),
      this.assignments.ofEvent(eventId),
    ]);
    // Judges removed before removal took their assignments with it still hold some: they stay in the matrix.
    const allJudgeIds = [...new Set([...judgeIds, ...assignments.map((row) => row.judgeId)])];
    const people = await this.people.people(allJudgeIds);
    const count = (rows: typeof assignments, state: 'active' | 'completed' | 'recused') =>
      rows.filter((row) => (state === 'active' ? row.state !== 'recused' : row.state === state)).length;
    const ofSubmission = groupBy(assignments, (row) => row.submissionId);
    const ofJudge = groupBy(assignments, (row) => row.judgeId);
    const rows = submissions.map((submission) => {
      const mine = ofSubmission.get(submission.id) ?? [];
      return {
        submissionId: submission.id,
        projectId: submission.projectId,
        title: submission.snapshot.title,
        track: submission.track,
        assigned: count(mine, 'active'),
        completed: count(mine, 'completed'),
      };
    });
    const deadline = new Date(event.submission_deadline).getTime() + event.grace_minutes * 60_000;
    return {
      eventId,
      phase: state.phase,
      version: state.version,
      openedAt: state.openedAt?.toISOString() ?? null,
      closesAt: state.closesAt?.toISOString() ?? null,
      reviewsPerSubmission: state.reviewsPerSubmission,
      sameDomainConflicts: state.sameDomainConflicts,
      submissionsMayArrive: this.clock.now().getTime() < deadline,
      coverage: {
        fullyReviewed: rows.filter((row) => row.completed >= state.reviewsPerSubmission).length,
        submissions: rows.length,
      },
      judges: allJudgeIds.map((judgeId) => {
        const mine = ofJudge.get(judgeId) ?? [];
        const person = people.get(judgeId);
        return {
          judgeId,
          name: person?.displayName ?? 'Unknown',
          email: person?.email ?? '',
          assigned: count(mine, 'active'),
          completed: count(mine, 'completed'),
          recused: count(mine, 'recused'),
        };
      }),
      submissions: rows,
      cells: assignments.map((row) => ({
        assignmentId: row.id,
        submissionId: row.submissionId,
        judgeId: row.judgeId,
        state: row.state,
        recusalReason: row.recusalReason,
        hasScores: row.sheet !== null,
        total: row.sheet?.total ?? null,
      })),
    };
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
