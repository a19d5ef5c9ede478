import { ApiProperty } from '@nestjs/swagger';

export class CreatedEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
