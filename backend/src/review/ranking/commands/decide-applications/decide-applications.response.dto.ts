import { ApiProperty } from '@nestjs/swagger';

export class UndecidedApplicationDto {
  applicationId!: string;

  /** 'changed' when someone else changed it since it was shown; 'not_found' when it is not this event's. */
  @ApiProperty({ enum: ['changed', 'not_found'] })
  reason!: 'changed' | 'not_found';
}

export class DecisionsResultDto {
  /** Applications whose status changed (each with its history row, audit event and email). */
  @ApiProperty({ type: 'integer' })
  changed!: number;

  /** Applications that already had that status. */
  @ApiProperty({ type: 'integer' })
  unchanged!: number;

  /** Applications left as they were, and why. */
  skipped!: UndecidedApplicationDto[];
}

export class AppliedSuggestionsDto extends DecisionsResultDto {
  /** Pending ranked applications whose suggestion is still to apply: call again while above 0. */
  @ApiProperty({ type: 'integer' })
  remaining!: number;
}
