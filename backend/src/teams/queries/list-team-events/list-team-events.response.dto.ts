import { ApiProperty } from '@nestjs/swagger';

/** An event of Find Teams' picker. */
export class TeamEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  /** The caller's application to it is approved. */
  approved!: boolean;
}
