import { Command } from '@nestjs/cqrs';

/** Staff remove one assignment; one with a saved sheet needs `confirm` (its scores stay in the audit trail). */
export class RemoveAssignmentCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly assignmentId: string,
    readonly confirm: boolean,
  ) {
    super();
  }
}
