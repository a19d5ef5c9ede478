import { Command } from '@nestjs/cqrs';
import type { RecusalResultDto } from './recuse-from-assignment.request.dto.js';

/** A judge recuses from one of their assignments; the next eligible judge gets it if there is one. */
export class RecuseFromAssignmentCommand extends Command<RecusalResultDto> {
  constructor(
    readonly judgeId: string,
    readonly assignmentId: string,
    readonly reason: string,
  ) {
    super();
  }
}
