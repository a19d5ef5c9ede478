import { ApiProperty } from '@nestjs/swagger';

export class RequestMoreReviewsResultDto {
  /** Borderline applications, still pending, with fewer than 5 reviews and an eligible reviewer left. */
  @ApiProperty({ type: 'integer' })
  applications!: number;

  /** Reviews assigned: one per application. */
  @ApiProperty({ type: 'integer' })
  added!: number;

  /** Applications the plan found no reviewer for after all (normally none). */
  @ApiProperty({ type: 'integer' })
  short!: number;
}
