import { ApiProperty } from '@nestjs/swagger';

export class OfferedSpotsDto {
  /** The applications approved from the waitlist, best first. */
  @ApiProperty({ type: [String], format: 'uuid' })
  offered!: string[];
}
