import { ApiProperty } from '@nestjs/swagger';

/**
 * A person on a project's team, as the project's views and the team's show it: projects and teams
 * both answer with it, and neither may import the other's DTOs.
 */
export class TeamMemberDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  name!: string;

  role!: 'owner' | 'member';
}
