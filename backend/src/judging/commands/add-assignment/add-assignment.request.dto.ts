import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class AddAssignmentDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'submissionId must be a valid id' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'judgeId must be a valid id' })
  judgeId!: string;
}

export class AddedAssignmentDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
