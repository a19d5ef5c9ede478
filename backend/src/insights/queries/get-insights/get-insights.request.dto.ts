import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { OUTCOME_DAYS, type OutcomeDays } from '../../../ventures/programme-figures.js';
import { PREDICTED_OUTCOMES, type PredictedOutcome } from '../../insights-assembly.js';

/** `true`/`false` in a query string; anything else stays as it is and fails IsBoolean. */
const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** The screen's parameters: `?horizon=90|180|365&verifiedOnly=true|false&outcome=…`. */
export class InsightsQueryDto {
  /** Days after each sprint's end at which outcomes are read. */
  @ApiProperty({ required: false, enum: OUTCOME_DAYS, default: 180 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(OUTCOME_DAYS, { message: 'horizon must be 90, 180 or 365' })
  horizon?: OutcomeDays;

  /** Count verified milestones only (the default) or self-reported ones too. */
  @ApiProperty({ required: false, default: true })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'verifiedOnly must be true or false' })
  verifiedOnly?: boolean;

  /** The outcome the criteria, weights and people are judged against; 'any_traction' is a design partner or LOI, a pilot or funding. */
  @ApiProperty({ required: false, enum: PREDICTED_OUTCOMES, default: 'any_traction' })
  @IsOptional()
  @IsIn(PREDICTED_OUTCOMES, { message: `outcome must be one of ${PREDICTED_OUTCOMES.join(', ')}` })
  outcome?: PredictedOutcome;
}

export const INSIGHTS_SECTIONS = [
  'funnel',
  'criteria',
  'weights',
  'judges',
  'reviewers',
  'turned-away',
  'programme',
] as const;
export type InsightsSection = (typeof INSIGHTS_SECTIONS)[number];

/** The CSV export: the screen's parameters and which section's table. */
export class InsightsExportQueryDto extends InsightsQueryDto {
  /** 'judges' and 'reviewers' are the admins' only. */
  @ApiProperty({ enum: INSIGHTS_SECTIONS })
  @IsIn(INSIGHTS_SECTIONS, { message: `section must be one of ${INSIGHTS_SECTIONS.join(', ')}` })
  section!: InsightsSection;
}
