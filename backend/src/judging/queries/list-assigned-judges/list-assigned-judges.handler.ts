import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import type { AssignmentState } from '../../judging-rules.js';
import { ListAssignedJudgesQuery } from './list-assigned-judges.query.js';

/** A recused judge no longer reviews the submission; any other assignment still counts (or will). */
const HOLDING_STATES: readonly AssignmentState[] = ['assigned', 'completed'];

@QueryHandler(ListAssignedJudgesQuery)
export class ListAssignedJudgesHandler implements IQueryHandler<ListAssignedJudgesQuery> {
  constructor(private readonly assignments: JudgeAssignmentRepository) {}

  async execute({ submissionId }: ListAssignedJudgesQuery): Promise<string[]> {
    const assignments = await this.assignments.ofSubmission(submissionId);
    return [
      ...new Set(
        assignments
          .filter((assignment) => HOLDING_STATES.includes(assignment.state))
          .map((assignment) => assignment.judgeId),
      ),
    ];
  }
}
