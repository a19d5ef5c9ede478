import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { JudgeConflictRepository } from '../../judge-conflict.repository.js';
import { JudgingFacts } from '../../judging-facts.js';
import type { JudgingQueueDto } from '../../judging-views.dto.js';
import { bySubmissionOrder, JudgingViews } from '../../judging-views.js';
import { GetJudgingQueueQuery } from './get-judging-queue.query.js';

@QueryHandler(GetJudgingQueueQuery)
export class GetJudgingQueueHandler implements IQueryHandler<GetJudgingQueueQuery> {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly catalog: EventCatalog,
    private readonly submissions: EventSubmissions,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly conflicts: JudgeConflictRepository,
    private readonly views: JudgingViews,
  ) {}

  async execute({ judgeId, eventId }: GetJudgingQueueQuery): Promise<JudgingQueueDto> {
    if (eventId !== undefined) await this.facts.assertJudge(eventId, judgeId);
    const eventIds = eventId !== undefined ? [eventId] : await this.setup.eventsJudgedBy(judgeId);
    if (eventIds.length === 0) return { events: [] };
    const [titles, phases, assignments] = await Promise.all([
      this.catalog.titles(eventIds),
      this.judging.many(eventIds),
      this.assignments.ofJudge(judgeId, eventId),
    ]);
    const submissions = await this.submissions.byIds(assignments.map((row) => row.submissionId));
    const order = bySubmissionOrder(submissions);
    const events = await Promise.all(
      eventIds.map(async (id) => {
        const mine = assignments.filter((row) => row.eventId === id).sort(order);
        return {
          eventId: id,
          eventTitle: titles.get(id) ?? '',
          phase: phases.get(id)!.phase,
          scored: mine.filter((row) => row.state === 'completed').length,
          total: mine.filter((row) => row.state !== 'recused').length,
          assignments: mine.map((row) => {
            const submission = submissions.get(row.submissionId)!;
            return {
              assignmentId: row.id,
              submissionId: row.submissionId,
              projectId: submission.projectId,
              title: submission.snapshot.title,
              tagline: submission.snapshot.tagline,
              track: submission.track,
              state: row.state,
              recusalReason: row.recusalReason,
              total: row.sheet?.total ?? null,
            };
          }),
          conflicts: await this.views.conflicts(await this.conflicts.ofEvent(id, judgeId)),
        };
      }),
    );
    return { events };
  }
}
