import { ApiProperty } from '@nestjs/swagger';
import { ApplicationDto } from '../../application.dto.js';

export class ApplicationPageDto {
  @ApiProperty({ type: [ApplicationDto] })
  items!: ApplicationDto[];

  @ApiProperty()
  total!: number;
}
