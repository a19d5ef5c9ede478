import { ApiProperty } from '@nestjs/swagger';

export class CreatedApplicationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
