import { ApiProperty } from '@nestjs/swagger';

export class JudgeDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  name!: string | null;

  email!: string;
}

export class JudgeInvitationDto {
  email!: string;

  name!: string | null;
}

export class EventJudgesDto {
  judges!: JudgeDto[];

  /** Invited by email, not signed up (and verified) yet. */
  invitations!: JudgeInvitationDto[];
}
