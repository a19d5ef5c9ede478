import { ApiProperty } from '@nestjs/swagger';

/** 'Suggest from ranking': a proposed place, to confirm through Add Winner (body: submissionId, track, place). */
export class WinnerSuggestionDto {
  track!: string;

  /** 1, 2 or 3: the rank in the track. */
  @ApiProperty({ enum: [1, 2, 3] })
  place!: number;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  tagline!: string | null;

  @ApiProperty({ format: 'double' })
  score!: number;

  @ApiProperty({ format: 'double' })
  rawMean!: number;

  reviews!: number;

  /** The place already awarded to this submission, if any (then Add Winner would be a 409). */
  awardedPlace!: number | null;
}
