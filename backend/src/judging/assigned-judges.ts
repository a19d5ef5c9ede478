import { Injectable } from '@nestjs/common';
import { JudgeAssignmentRepository } from './judge-assignment.repository.js';
import type { AssignmentState } from './judging-rules.js';

/** A recused judge no longer reviews the submission; any other assignment counts (or will). */
const HOLDING_STATES: readonly AssignmentState[] = ['assigned', 'completed'];

/** The judges holding an assignment for a submission: what teams ask (registered with SubmissionJudges). */
@Injectable()
export class AssignedJudges {
  constructor(private readonly assignments: JudgeAssignmentRepository) {}

  async of(submissionId: string): Promise<string[]> {
    const assignments = await this.assignments.ofSubmission(submissionId);
    return assignments
      .filter((assignment) => HOLDING_STATES.includes(assignment.state))
      .map((assignment) => assignment.judgeId);
  }
}
