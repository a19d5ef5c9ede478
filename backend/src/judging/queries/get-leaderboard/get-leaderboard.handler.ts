import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LeaderboardEntry } from '../../results/leaderboard.js';
import { EventResults } from '../../results/event-results.js';
import { GetLeaderboardQuery } from './get-leaderboard.query.js';
import type { LeaderboardDto, LeaderboardRowDto } from './leaderboard.response.dto.js';

@QueryHandler(GetLeaderboardQuery)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboardQuery> {
  constructor(private readonly results: EventResults) {}

  async execute({ viewer, eventId }: GetLeaderboardQuery): Promise<LeaderboardDto> {
    const { event, judging, staff } = await this.results.visibleTo(viewer, eventId);
    const computed = await this.results.compute(eventId, judging);
    const row = (entry: LeaderboardEntry): LeaderboardRowDto => ({
      submissionId: entry.id,
      projectId: entry.projectId,
      title: entry.title,
      tagline: entry.tagline,
      track: entry.track,
      rank: entry.rank,
      ...(staff ? { rawRank: entry.rawRank } : {}),
      score: entry.score,
      rawMean: entry.rawMean,
      standardError: entry.standardError,
      reviews: entry.reviews,
      place: computed.places.get(entry.id) ?? null,
    });
    return {
      eventId,
      eventTitle: event.title,
      published: judging.phase === 'published',
      ...(staff ? { judging: { phase: judging.phase, version: judging.version, sheets: computed.sheets.length } } : {}),
      overall: computed.overall.map(row),
      tracks: computed.tracks.map(({ track, rows }) => ({ track, rows: rows.map(row) })),
    };
  }
}
