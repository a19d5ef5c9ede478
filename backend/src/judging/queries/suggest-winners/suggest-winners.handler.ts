import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JudgingFacts } from '../../judging-facts.js';
import { EventResults } from '../../results/event-results.js';
import { SuggestWinnersQuery } from './suggest-winners.query.js';
import type { WinnerSuggestionDto } from './winner-suggestion.response.dto.js';

/** How many places 'Suggest from ranking' proposes per track. */
export const SUGGESTED_PLACES = 3;

/** The first three reviewed submissions of each track by normalised rank, as 1st, 2nd and 3rd. */
@QueryHandler(SuggestWinnersQuery)
export class SuggestWinnersHandler implements IQueryHandler<SuggestWinnersQuery> {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly results: EventResults,
  ) {}

  async execute({ eventId }: SuggestWinnersQuery): Promise<WinnerSuggestionDto[]> {
    await this.facts.event(eventId);
    const computed = await this.results.compute(eventId);
    return computed.tracks.flatMap(({ track, rows }) =>
      rows
        .filter((row) => row.rank !== null)
        .slice(0, SUGGESTED_PLACES)
        .map((row, index) => ({
          track,
          place: index + 1,
          submissionId: row.id,
          projectId: row.projectId,
          title: row.title,
          tagline: row.tagline,
          score: row.score!,
          rawMean: row.rawMean!,
          reviews: row.reviews,
          awardedPlace: computed.places.get(row.id) ?? null,
        })),
    );
  }
}
