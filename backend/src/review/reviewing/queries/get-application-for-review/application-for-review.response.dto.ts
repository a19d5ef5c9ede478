import { ApiProperty } from '@nestjs/swagger';
import { ApplicantVentureFiguresDto } from '../../../../common/venture-figures.dto.js';
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

/** An earlier sprint the venture entered, with its published standing (null before results are published). */
export class ReviewVentureSprintDto {
  /** The sprint's title. */
  sprintTitle!: string;

  /** The winner's place, if it placed. */
  @ApiProperty({ type: 'integer', nullable: true })
  place!: number | null;

  /** Its rank among the sprint's ranked entries: 'n of m'. */
  @ApiProperty({ type: 'integer', nullable: true })
  rank!: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  of!: number | null;
}

/**
 * The venture a returning applicant continues (review.md: a returning founder does not look like a
 * stranger). Under blind review without its name: a venture's name often carries the team's identity.
 */
export class ReviewVentureDto {
  /** Null under blind review. */
  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  /** The venture's derived stage (idea ... funded, stopped). */
  stage!: string;

  sprintsEntered!: number;

  /** The best (lowest) winner's place over its sprints. */
  @ApiProperty({ type: 'integer', nullable: true })
  bestPlace!: number | null;

  /** Its earlier sprints, oldest first. */
  @ApiProperty({ type: [ReviewVentureSprintDto] })
  sprints!: ReviewVentureSprintDto[];

  figures!: ApplicantVentureFiguresDto;
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

  /** The venture the applicant continues; null for a new applicant. */
  @ApiProperty({ type: ReviewVentureDto, nullable: true })
  returning!: ReviewVentureDto | null;

  /** A decision is made for it: reviews can no longer change. */
  decided!: boolean;

  /** Whether the caller is assigned to review it (staff may read any application without being assigned). */
  assigned!: boolean;

  /** In the rubric's order. */
  criteria!: ReviewRubricCriterionDto[];

  /** The caller's review; null before their first save. */
  review!: SavedReviewDto | null;
}
