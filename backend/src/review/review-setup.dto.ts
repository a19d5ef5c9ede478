import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { CriterionDto } from '../common/criterion.dto.js';
import { trim } from '../common/errors/text-transforms.js';

/** Spots beyond this are a typing slip, not a sprint. */
export const MAX_CAPACITY = 100_000;

/** The Review tab's settings form: every field, as a whole. */
export class UpdateReviewSettingsDto {
  /** The number of spots; null when the event sets none. */
  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: MAX_CAPACITY, example: 30 })
  @ValidateIf((_dto: UpdateReviewSettingsDto, value: unknown) => value !== null)
  @IsInt({ message: 'Capacity must be a whole number, or empty for no limit' })
  @Min(1, { message: 'Capacity must be at least 1' })
  @Max(MAX_CAPACITY, { message: `Capacity must be at most ${MAX_CAPACITY}` })
  capacity!: number | null;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 10_000, example: 10 })
  @IsInt({ message: 'Waitlist size must be a whole number' })
  @Min(0, { message: 'Waitlist size must be at least 0' })
  @Max(10_000, { message: 'Waitlist size must be at most 10000' })
  waitlistSize!: number;

  /** `k`: how many reviewers each application gets. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 2 })
  @IsInt({ message: 'Reviews per application must be a whole number' })
  @Min(1, { message: 'Reviews per application must be at least 1' })
  @Max(5, { message: 'Reviews per application must be at most 5' })
  reviewsPerApplication!: number;

  /** Reviewers see the answers but not the applicant's name, email, LinkedIn or email domain. */
  @IsBoolean({ message: 'Blind review must be true or false' })
  blindReview!: boolean;

  /** Days an approved applicant has to confirm their spot. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 60, example: 5 })
  @IsInt({ message: 'Days to confirm a spot must be a whole number' })
  @Min(1, { message: 'Days to confirm a spot must be at least 1' })
  @Max(60, { message: 'Days to confirm a spot must be at most 60' })
  confirmDays!: number;

  /** The `version` the form was loaded with (0 while the event has the defaults); a stale one is a 409. */
  @ApiProperty({ type: 'integer', minimum: 0 })
  @IsInt({ message: 'expectedVersion must be a whole number' })
  @Min(0)
  @Max(2_147_483_647)
  expectedVersion!: number;
}

export class ReviewSettingsDto {
  @ApiProperty({ type: 'integer', nullable: true })
  capacity!: number | null;

  @ApiProperty({ type: 'integer' })
  waitlistSize!: number;

  @ApiProperty({ type: 'integer' })
  reviewsPerApplication!: number;

  blindReview!: boolean;

  @ApiProperty({ type: 'integer' })
  confirmDays!: number;

  /** Send it back as `expectedVersion`; 0 while the event has the defaults. */
  @ApiProperty({ type: 'integer' })
  version!: number;
}

export class ReviewCriterionDto extends CriterionDto {
  /** The order on the rubric, from 1. */
  @ApiProperty({ type: 'integer' })
  position!: number;
}

export class ReviewRubricDto {
  /** True once reviews rest on the rubric: criteria can no longer be added, removed or reweighted. */
  locked!: boolean;

  /** In the rubric's order. */
  criteria!: ReviewCriterionDto[];
}

export class ReorderReviewCriteriaDto {
  /** Every criterion of the rubric, once, in the new order. */
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'Each criterion must be a criterion id' })
  criterionIds!: string[];
}

export class SeatReviewerDto {
  /** Matched exactly (any case) to an account; an email without one is invited to sign up. */
  @ApiProperty({ example: 'grace@example.com', maxLength: 320 })
  @Transform(trim)
  @IsEmail({}, { message: "Enter the reviewer's email address" })
  @MaxLength(320)
  email!: string;
}

export class WithdrawReviewerInvitationQueryDto {
  /** The email as invited (any case). */
  @ApiProperty({ example: 'grace@example.com', maxLength: 320 })
  @Transform(trim)
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(320)
  email!: string;
}

export class ReviewerDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  name!: string | null;

  email!: string;

  @ApiProperty({ format: 'date-time' })
  seatedAt!: string;
}

export class ReviewerInvitationDto {
  email!: string;

  @ApiProperty({ format: 'date-time' })
  invitedAt!: string;
}

export class EventReviewersDto {
  /** Seated on this event, in the order they were seated. */
  reviewers!: ReviewerDto[];

  /** Invited by email, not signed up (and verified) yet. */
  invitations!: ReviewerInvitationDto[];

  /** Admins and organizers: they review every event without a seat. */
  @ApiProperty({ type: 'integer' })
  staffCount!: number;
}

export class SeatReviewerResultDto {
  /** `seated`, `invited` (no account: an invitation email went out), or nothing done (`already_…`). */
  @ApiProperty({ enum: ['seated', 'already_seated', 'invited', 'already_invited'] })
  outcome!: 'seated' | 'already_seated' | 'invited' | 'already_invited';

  reviewers!: EventReviewersDto;
}
