import { ApiProperty } from '@nestjs/swagger';

export class MyProjectCountsDto {
  @ApiProperty({ description: 'Projects you own' })
  projects!: number;

  @ApiProperty({ description: 'Project teams you are on that are attached to an event' })
  teams!: number;
}
