import { ApiProperty } from '@nestjs/swagger';

export class CreatedWinnerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
