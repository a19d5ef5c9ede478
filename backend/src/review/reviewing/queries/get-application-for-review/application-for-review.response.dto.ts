import { ApiProperty } from '@nestjs/swagger';
import { SavedReviewDto } from '../../commands/save-review/save-review.response.dto.js';

/** Who applied: never sent to a reviewer under blind review. */
export class ReviewApplicantDto {
  name!: string;

  email!: string;

  linkedinUrl!: string | null;
}

/** An answer to one of the event's custom questions. */
export class ReviewAnswerDto {
  @ApiProperty({ format: 'uuid' })
  questionId!: string;

  label!: string;

  /** As shown (Yes/No, choices joined by '; '); null when not answered. */
  answer!: string | null;
}

/** One criterion of the rubric (1-5). */
export class ReviewRubricCriterionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  label!: string;

  /** Relative weight: the weighted total divides by their sum. */
  weight!: number;

  /** What a high score means. */
  description!: string | null;
}

export class ApplicationForReviewDto {
  @ApiProperty({ format: 'uuid' })
  applicationId!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  /** Blind review for the caller: no applicant below (staff always see everything). */
  blind!: boolean;

  /** Null under blind review. */
  applicant!: ReviewApplicantDto | null;

  @ApiProperty({ enum: ['Dev', 'PM', 'Designer', 'Other'] })
  role!: string;

  /** 'Why do you want to join? What skills do you bring?' */
  shortAnswer!: string;

  /** The custom questions' answers in form order. */
  answers!: ReviewAnswerDto[];

  appliedAt!: string;

  /** A decision is made for it: reviews can no longer change. */
  decided!: boolean;

  /** Whether the caller is assigned to review it (staff may read any application without being assigned). */
  assigned!: boolean;

  /** In the rubric's order. */
  criteria!: ReviewRubricCriterionDto[];

  /** The caller's review; null before their first save. */
  review!: SavedReviewDto | null;
}
