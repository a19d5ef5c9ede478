import { ApiProperty } from '@nestjs/swagger';
import { CHECKIN_STANDINGS, type CheckinStanding } from '../../checkin-schedule.js';
import { VENTURE_STAGES, type VentureStage } from '../../venture-rules.js';
import { CurrencyAmountDto, VerifiedShareDto } from '../../venture-views.dto.js';

/** A sprint the venture entered: a badge in 'Cohorts entered'. */
export class PortfolioCohortDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  title!: string;

  /** The winner's place, once results are published. */
  @ApiProperty({ type: Number, nullable: true })
  place!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  rank!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  of!: number | null;
}

export class PortfolioVentureDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;

  @ApiProperty({ enum: VENTURE_STAGES })
  stage!: VentureStage;

  @ApiProperty({ enum: VENTURE_STAGES })
  verifiedStage!: VentureStage;

  /** Oldest sprint first. */
  @ApiProperty({ type: [PortfolioCohortDto] })
  cohorts!: PortfolioCohortDto[];

  @ApiProperty({ type: Number, nullable: true })
  bestPlace!: number | null;

  lastActivityAt!: string;

  @ApiProperty({ enum: CHECKIN_STANDINGS })
  checkin!: CheckinStanding;

  /** Funding raised per currency. */
  @ApiProperty({ type: [CurrencyAmountDto] })
  funding!: CurrencyAmountDto[];

  designPartners!: VerifiedShareDto;
}

export class PortfolioPageDto {
  @ApiProperty({ type: [PortfolioVentureDto] })
  items!: PortfolioVentureDto[];

  total!: number;
}
