import { Query } from '@nestjs/cqrs';
import type { ReviewRankingDto } from './review-ranking.dto.js';
import type { RankingShow } from './review-ranking.request.dto.js';

export class GetReviewRankingQuery extends Query<ReviewRankingDto> {
  constructor(
    readonly eventId: string,
    readonly show: RankingShow,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
