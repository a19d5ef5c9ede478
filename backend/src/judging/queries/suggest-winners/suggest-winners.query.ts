import { Query } from '@nestjs/cqrs';
import type { WinnerSuggestionDto } from './winner-suggestion.response.dto.js';

/** 'Suggest from ranking': the top 3 of each track as proposed places; nothing is awarded. */
export class SuggestWinnersQuery extends Query<WinnerSuggestionDto[]> {
  constructor(readonly eventId: string) {
    super();
  }
}
