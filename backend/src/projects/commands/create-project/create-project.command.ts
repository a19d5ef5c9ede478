import { Command } from '@nestjs/cqrs';
import type { ProjectFields } from '../../project.events.js';

export class CreateProjectCommand extends Command<string> {
  constructor(
    readonly ownerId: string,
    readonly fields: ProjectFields,
  ) {
    super();
  }
}
