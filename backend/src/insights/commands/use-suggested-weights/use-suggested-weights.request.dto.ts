import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/** One criterion's new weight, by label (matched case-insensitively, trimmed). */
export class SuggestedWeightDto {
  @ApiProperty({ example: 'Customer evidence' })
  @IsString()
  @IsNotEmpty({ message: 'Criterion label is required' })
  @MaxLength(100)
  label!: string;

  /** A whole number 1-100, as the event wizard's weights (the screen's `suggestedWeight`). */
  @IsInt({ message: 'Weight must be a whole number' })
  @Min(1, { message: 'Weight must be at least 1' })
  @Max(100, { message: 'Weight must be at most 100' })
  weight!: number;
}

/** 'Use these weights': the suggested weights, copied into this upcoming event's criteria. */
export class UseSuggestedWeightsDto {
  /** An upcoming event (any other: 409). */
  @IsUUID('all', { message: 'Please select an upcoming event.' })
  eventId!: string;

  @ApiProperty({ type: [SuggestedWeightDto] })
  @IsArray({ message: 'weights must be a list' })
  @ArrayMinSize(1, { message: 'weights must not be empty' })
  @ArrayMaxSize(50)
  // ValidateNested alone lets a list inside the list through, to fail later as a 500.
  @IsObject({ each: true, message: 'each weight must be an object with a label and a weight' })
  @ValidateNested({ each: true })
  @Type(() => SuggestedWeightDto)
  weights!: SuggestedWeightDto[];
}

export class ReweighedCriterionDto {
  @ApiProperty({ format: 'uuid' })
  criterionId!: string;

  label!: string;

  from!: number;

  to!: number;
}

export class UsedWeightsDto {
  /** The criteria whose weight changed (one `event.criterion_edited` audit event each, in one transaction). */
  @ApiProperty({ type: [ReweighedCriterionDto] })
  changed!: ReweighedCriterionDto[];

  /** Labels the event has no criterion for: left as they are. */
  unknownLabels!: string[];
}
