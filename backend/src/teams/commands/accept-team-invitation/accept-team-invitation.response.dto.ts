import { ApiProperty } from '@nestjs/swagger';

/** Where an accepted invitation leads: the team's project and its event. */
export class JoinedTeamDto {
  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  eventId!: string | null;
}
