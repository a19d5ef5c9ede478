import { ApiProperty } from '@nestjs/swagger';
import { AdminApplicationDto } from '../../application.dto.js';

export class ApplicationPageDto {
  @ApiProperty({ type: [AdminApplicationDto] })
  items!: AdminApplicationDto[];

  total!: number;
}
