import { ApiProperty } from '@nestjs/swagger';

export class JudgeDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty()
  email!: string;
}

export class JudgeInvitationDto {
  @ApiProperty()
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;
}

export class EventJudgesDto {
  @ApiProperty({ type: [JudgeDto] })
  judges!: JudgeDto[];

  /** Invited by email, not signed up (and verified) yet. */
  @ApiProperty({ type: [JudgeInvitationDto] })
  invitations!: JudgeInvitationDto[];
}
