import { ApiProperty } from '@nestjs/swagger';

export class ReviewerFigureDto {
  reviewerId!: string;

  displayName!: string;

  email!: string;

  /** Applications assigned to them (not recused). */
  @ApiProperty({ type: 'integer' })
  assigned!: number;

  /** Reviews saved. */
  @ApiProperty({ type: 'integer' })
  reviews!: number;

  /** Mean of their raw weighted totals; null before their first review. */
  @ApiProperty({ type: 'number', nullable: true })
  mean!: number | null;

  /** Standard deviation of their raw totals; null before their first review. */
  @ApiProperty({ type: 'number', nullable: true })
  spread!: number | null;

  /** Mean of raw minus normalised: above 0 lenient, below 0 harsh; null before their first review. */
  @ApiProperty({ type: 'number', nullable: true })
  leniency!: number | null;

  /** Fewer than 3 reviews: their own spread is not used yet, and their leniency is a rough guess. */
  tooFewToTell!: boolean;
}

export class ReviewerFiguresDto {
  /** Reviewers with an assignment or a review, most reviews first. */
  reviewers!: ReviewerFigureDto[];
}
