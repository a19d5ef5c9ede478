import { ApiProperty } from '@nestjs/swagger';

export class RequestMoreReviewsResultDto {
  /** Borderline applications, still pending, with fewer than 5 reviews. */
  @ApiProperty({ type: 'integer' })
  applications!: number;

  /** Reviews assigned: one per application that had an eligible reviewer left. */
  @ApiProperty({ type: 'integer' })
  added!: number;

  /** Applications no eligible reviewer was left for. */
  @ApiProperty({ type: 'integer' })
  short!: number;
}
