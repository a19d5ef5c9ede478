import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../../common/http/page-query.dto.js';

/** Which rows of the ranking to list: all, the borderline ones, or one suggestion's. */
export const RANKING_SHOWS = ['all', 'borderline', 'accept', 'waitlist', 'reject'] as const;
export type RankingShow = (typeof RANKING_SHOWS)[number];

export class ReviewRankingQueryDto extends PageQueryDto {
  @ApiProperty({ enum: RANKING_SHOWS, default: 'all', required: false })
  @IsOptional()
  @IsIn(RANKING_SHOWS, { message: `show must be one of: ${RANKING_SHOWS.join(', ')}` })
  show?: RankingShow;
}
