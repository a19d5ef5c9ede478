import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { trimToNull } from '../../../common/errors/text-transforms.js';
import { IsPageNumber } from '../../../common/http/page-query.dto.js';
import { VENTURE_STAGES, type VentureStage } from '../../venture-rules.js';
import { PORTFOLIO_SORTS, type PortfolioSort } from './portfolio-rows.js';

/** `true`/`false` in a query string; anything else stays as it is and fails IsBoolean. */
const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** The portfolio's filters and sort (the CSV export takes the same, without the page). */
export class PortfolioFilterQueryDto {
  /** The cohort: ventures that entered this sprint. */
  @IsOptional()
  @IsUUID()
  eventId?: string;

  @ApiProperty({ required: false, enum: VENTURE_STAGES })
  @IsOptional()
  @IsIn(VENTURE_STAGES)
  stage?: VentureStage;

  /** Filter by the stage verified milestones alone show. */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  verifiedOnly?: boolean;

  /** Ventures with an entry in this track. */
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(100)
  track?: string | null;

  /** Only ventures whose check-in is 'Overdue'. */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  overdue?: boolean;

  /** Part of the venture's name, case-insensitive. */
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(100)
  search?: string | null;

  /** A column and a direction; the most recently active first by default. */
  @ApiProperty({ default: 'last_activity_desc', enum: PORTFOLIO_SORTS })
  @IsOptional()
  @IsIn(PORTFOLIO_SORTS)
  sort?: PortfolioSort;
}

export class ListPortfolioQueryDto extends PortfolioFilterQueryDto {
  @IsPageNumber()
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
