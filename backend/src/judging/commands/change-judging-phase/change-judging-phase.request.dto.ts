import { IsInt, Min } from 'class-validator';

export class JudgingPhaseChangeDto {
  /** The `version` of the judging the caller saw (from the progress or the last phase change). */
  @IsInt({ message: 'expectedVersion must be a whole number' })
  @Min(1, { message: 'expectedVersion must be at least 1' })
  expectedVersion!: number;
}
