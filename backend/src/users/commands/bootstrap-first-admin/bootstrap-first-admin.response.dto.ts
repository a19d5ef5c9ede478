import { ApiProperty } from '@nestjs/swagger';

export class BootstrapResultDto {
  @ApiProperty({ enum: ['created', 'exists'] })
  result!: 'created' | 'exists';
}
