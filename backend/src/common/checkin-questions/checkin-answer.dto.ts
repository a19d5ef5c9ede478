import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { trim } from '../errors/text-transforms.js';
import {
  CONTINUING_ANSWERS,
  type ContinuingAnswer,
  FUNDING_SOURCES,
  MILESTONE_TEXT_MAX,
  ORGANISATION_MAX,
  PILOT_STATES,
} from './checkin-questions.js';

/** ISO 4217 codes the runtime knows (ICU's list): a made-up code is a 400, not a figure nobody can total. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Money in minor units stays an exact JavaScript integer, summed over many milestones. */
const MAX_MINOR_UNITS = 1_000_000_000_000_000;

/** A list of organisations is bounded: a check-in reports a quarter, not a CRM export. */
const MAX_ORGANISATIONS = 50;
const WHAT_HAPPENED_MAX = 4000;

export function IsCurrency() {
  return ValidateBy({
    name: 'isCurrency',
    validator: {
      validate: (value) => typeof value === 'string' && CURRENCIES.has(value),
      defaultMessage: () => 'must be an ISO 4217 currency code such as EUR or USD',
    },
  });
}

export function Organisation() {
  return (target: object, property: string) => {
    Transform(trim)(target, property);
    IsString()(target, property);
    IsNotEmpty({ message: 'Please name the organisation.' })(target, property);
    MaxLength(ORGANISATION_MAX)(target, property);
  };
}

export function MinorUnits() {
  return (target: object, property: string) => {
    IsInt({ message: 'must be a whole number of minor units (cents)' })(target, property);
    Min(0)(target, property);
    Max(MAX_MINOR_UNITS)(target, property);
  };
}

export class PilotFiguresDto {
  @Organisation()
  organisation!: string;

  @ApiProperty({ enum: PILOT_STATES })
  @IsIn(PILOT_STATES)
  state!: (typeof PILOT_STATES)[number];
}

export class RevenueFiguresDto {
  /** Monthly revenue in the currency's minor units (cents). */
  @MinorUnits()
  monthlyAmountMinor!: number;

  @ApiProperty({ example: 'EUR' })
  @IsCurrency()
  currency!: string;
}

export class FundingFiguresDto {
  /** The amount raised in the currency's minor units (cents). */
  @MinorUnits()
  amountMinor!: number;

  @ApiProperty({ example: 'EUR' })
  @IsCurrency()
  currency!: string;

  @ApiProperty({ enum: FUNDING_SOURCES })
  @IsIn(FUNDING_SOURCES)
  source!: (typeof FUNDING_SOURCES)[number];
}

/**
 * A check-in answer (ventures.md 'Check-in'): the figures as numbers, each optional. A venture's
 * check-in and an applicant's follow-up survey take this same body.
 */
export class AnswerCheckinDto {
  /** What happened since the sprint (or the last check-in). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please tell us what happened since.' })
  @MaxLength(WHAT_HAPPENED_MAX)
  whatHappened!: string;

  /** Customer interviews held since. */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  customerInterviews?: number;

  /** The organisations signed as design partners since. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_ORGANISATIONS)
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value,
  )
  @IsString({ each: true })
  @IsNotEmpty({ each: true, message: 'Please name each design partner.' })
  @MaxLength(ORGANISATION_MAX, { each: true })
  designPartners?: string[];

  /** Pilots agreed, running or paid since. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_ORGANISATIONS)
  @ValidateNested({ each: true })
  @Type(() => PilotFiguresDto)
  pilots?: PilotFiguresDto[];

  /** Monthly revenue now. */
  @IsOptional()
  @ValidateNested()
  @Type(() => RevenueFiguresDto)
  revenue?: RevenueFiguresDto;

  /** Funding raised since. */
  @IsOptional()
  @ValidateNested()
  @Type(() => FundingFiguresDto)
  funding?: FundingFiguresDto;

  /** 'Still working on it?' */
  @ApiProperty({ enum: CONTINUING_ANSWERS })
  @IsIn(CONTINUING_ANSWERS, { message: 'Please say whether you are still working on it.' })
  continuing!: ContinuingAnswer;

  /** Why the venture stopped (when it did); the text above stands in when empty. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MILESTONE_TEXT_MAX)
  stoppedReason?: string;
}
