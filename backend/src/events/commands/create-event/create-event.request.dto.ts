import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDate,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { trim, trimToNull } from '../../../common/errors/text-transforms.js';
import {
  CHECKIN_OFFSET_MAX_DAYS,
  CHECKIN_OFFSETS_MAX,
  CHECKIN_OFFSETS_RULE,
  DEFAULT_CHECKIN_OFFSET_DAYS,
  EVENT_TIMEZONES,
  type EventTimezone,
  isCheckinOffsets,
} from '../../event-rules.js';

/** ISO strings become dates; anything unparseable stays as it is and fails @IsDate. */
const toDate = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string' || value.trim() === '') return value === '' ? undefined : value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
};

@ValidatorConstraint({ name: 'checkinOffsets' })
class CheckinOffsets implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isCheckinOffsets(value);
  }
}

export class CriterionInputDto {
  @ApiProperty({ example: 'Innovation' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Criterion label is required' })
  @MaxLength(100)
  label!: string;

  /** Relative weight: the wizard uses 1-100, the Judging tab 1-5; a score divides by their sum. */
  @ApiProperty({ example: 25 })
  @IsInt({ message: 'Weight must be a whole number' })
  @Min(1, { message: 'Weight must be at least 1' })
  @Max(100, { message: 'Weight must be at most 100' })
  weight!: number;
}

export class JudgeInputDto {
  @ApiProperty({ example: 'Grace Hopper' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Judge name is required' })
  @MaxLength(200)
  name!: string;

  @ApiProperty({ example: 'grace@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Judge email must be a valid email address' })
  @MaxLength(320)
  email!: string;
}

export class CreateEventDto {
  @ApiProperty({ example: "Fall Sprint '25" })
  @Transform(trim)
  @IsString({ message: 'Event title is required' })
  @IsNotEmpty({ message: 'Event title is required' })
  @MaxLength(200)
  title!: string;

  /** Markdown; rendered sanitised. */
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  descriptionMd?: string | null;

  @ApiProperty({ type: String, example: 'Palo Alto, CA' }) // type: decorator metadata records `string | null` as Object
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  location?: string | null;

  @ApiProperty({ default: 'America/Los_Angeles' })
  @IsIn(EVENT_TIMEZONES, { message: `Timezone must be one of ${EVENT_TIMEZONES.join(', ')}` })
  timezone!: EventTimezone;

  @Transform(toDate)
  @IsDate({ message: 'All dates are required' })
  startDate!: Date;

  @Transform(toDate)
  @IsDate({ message: 'All dates are required' })
  endDate!: Date;

  @Transform(toDate)
  @IsDate({ message: 'All dates are required' })
  submissionDeadline!: Date;

  /** Minutes after the deadline during which late submissions are still taken (0-60; else 5). */
  @ApiProperty({ type: 'integer', default: 5, minimum: 0, maximum: 60 }) // typed `unknown` (anything else means 5): nothing to infer
  @IsOptional()
  graceMinutes?: unknown;

  @ApiProperty({ type: [String], example: ['discovery', 'startup'] }) // type: decorator metadata records an array as Array
  @IsArray({ message: 'At least one track is required' })
  @ArrayMinSize(1, { message: 'At least one track is required' })
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  tracks!: string[];

  @ApiProperty({ default: 5 })
  @IsInt({ message: 'Maximum team size must be a whole number from 1 to 10' })
  @Min(1, { message: 'Maximum team size must be a whole number from 1 to 10' })
  @Max(10, { message: 'Maximum team size must be a whole number from 1 to 10' })
  teamSizeMax!: number;

  /**
   * Days after the end date its ventures' check-ins fall due: 1 to 6 different whole numbers from 1
   * to 730, ascending. Left out: 30, 90 and 180 on create, unchanged on an edit.
   */
  @ApiProperty({
    type: 'array',
    items: { type: 'integer', minimum: 1, maximum: CHECKIN_OFFSET_MAX_DAYS },
    minItems: 1,
    maxItems: CHECKIN_OFFSETS_MAX,
    uniqueItems: true,
    required: false,
    default: DEFAULT_CHECKIN_OFFSET_DAYS,
    example: DEFAULT_CHECKIN_OFFSET_DAYS,
  })
  @IsOptional()
  @Validate(CheckinOffsets, { message: CHECKIN_OFFSETS_RULE })
  checkinOffsetDays?: number[];

  @IsArray({ message: 'At least one judging criterion is required' })
  @ArrayMinSize(1, { message: 'At least one judging criterion is required' })
  @ArrayMaxSize(20)
  // ValidateNested alone lets a list inside the list through, to fail later as a 500.
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => CriterionInputDto)
  criteria!: CriterionInputDto[];

  @IsArray()
  @ArrayMaxSize(50)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => JudgeInputDto)
  judges!: JudgeInputDto[];
}
