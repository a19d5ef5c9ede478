import { ApiProperty } from '@nestjs/swagger';

/** An entry of 'Teams looking for members'. */
export class OpenTeamDto {
  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  tagline!: string | null;

  /** The track of the team's submission, once submitted. */
  track!: string | null;

  lookingFor!: string | null;

  openSeats!: number;

  teamSizeMax!: number;

  /** The caller may ask to join: approved for the event, in no team for it, no request pending. */
  canRequest!: boolean;

  /** The caller's request to join is pending. */
  requested!: boolean;
}

export class OpenTeamPageDto {
  items!: OpenTeamDto[];

  total!: number;

  page!: number;

  pageSize!: number;
}
