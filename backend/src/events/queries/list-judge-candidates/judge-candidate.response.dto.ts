import { ApiProperty } from '@nestjs/swagger';

export class JudgeCandidateDto {
  /** Send it back as AddJudge's `userId` to seat this person. */
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  name!: string;

  /** e.g. `j***@e***.com`: tells namesakes apart without showing the address. */
  @ApiProperty({ example: 'j***@e***.com' })
  maskedEmail!: string;
}
