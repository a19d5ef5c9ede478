import { ApiProperty } from '@nestjs/swagger';

/** A submission with fewer eligible judges than asked for. */
export class ShortSubmissionDto {
  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  /** Judges it has now (recused ones not counted). */
  assigned!: number;

  wanted!: number;
}

export class AssignResultDto {
  /** Assignments made by this run. */
  added!: number;

  /** The submissions short of judges. */
  short!: ShortSubmissionDto[];
}
