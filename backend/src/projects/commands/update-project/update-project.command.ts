import { Command } from '@nestjs/cqrs';
import type { ProjectFields } from '../../project.events.js';

export class UpdateProjectCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly fields: ProjectFields,
    /** The version the editor loaded; a stale one is a 409, never a silent overwrite. */
    readonly expectedVersion: number,
  ) {
    super();
  }
}
