import { ApiProperty } from '@nestjs/swagger';

/** A pending application with fewer eligible reviewers than the event asks for. */
export class ShortApplicationDto {
  @ApiProperty({ format: 'uuid' })
  applicationId!: string;

  /** Staff see who applied. */
  applicantName!: string;

  /** Reviewers it has now (recused ones not counted). */
  assigned!: number;

  wanted!: number;
}

export class AssignApplicationsResultDto {
  /** Assignments made by this run. */
  added!: number;

  /** Pending applications of the event. */
  applications!: number;

  /** Seated reviewers the applications went to. */
  reviewers!: number;

  /** Reviews per application (`k`, from the review settings). */
  reviewsPerApplication!: number;

  /** The applications short of reviewers. */
  short!: ShortApplicationDto[];
}
