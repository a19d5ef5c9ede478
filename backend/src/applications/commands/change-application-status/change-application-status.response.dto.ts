import { ApiProperty } from '@nestjs/swagger';

export class ApplicationVersionDto {
  @ApiProperty()
  version!: number;
}
