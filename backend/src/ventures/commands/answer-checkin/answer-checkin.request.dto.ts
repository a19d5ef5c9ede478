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
  ValidateNested,
} from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';
import { CONTINUING_ANSWERS, type ContinuingAnswer } from '../../checkin-answer.js';
import { FundingFiguresDto, PilotFiguresDto, RevenueFiguresDto } from '../../milestone-input.dto.js';
import { MILESTONE_TEXT_MAX, ORGANISATION_MAX } from '../../venture-rules.js';

/** A list of organisations is bounded: a check-in reports a quarter, not a CRM export. */
const MAX_ORGANISATIONS = 50;
const WHAT_HAPPENED_MAX = 4000;

/** A check-in answer (ventures.md 'Check-in'): the figures as numbers, each optional. */
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

export class AnsweredCheckinDto {
  /** The self-reported milestones the answer recorded. */
  milestoneIds!: string[];
}
