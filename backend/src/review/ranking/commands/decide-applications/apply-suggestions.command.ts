import { Command } from '@nestjs/cqrs';
import type { AppliedSuggestionsDto } from './decide-applications.response.dto.js';

/** 'Apply suggestions': every pending ranked application gets the decision its place suggests. */
export class ApplySuggestionsCommand extends Command<AppliedSuggestionsDto> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    /** Decisions taken in this call at most, best first. */
    readonly limit: number,
  ) {
    super();
  }
}
