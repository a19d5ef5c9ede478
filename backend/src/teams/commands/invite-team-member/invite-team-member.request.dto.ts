import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsUUID, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

/** Exactly one of `email` and `userId`. */
export class InviteTeamMemberDto {
  /** The invitee's email address (the 'Invite Member' form). */
  @ApiProperty({ example: 'ada@example.com', required: false })
  @ValidateIf((dto: InviteTeamMemberDto) => dto.userId === undefined || dto.email !== undefined)
  @Transform(trim)
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(320)
  @ValidateBy({
    name: 'notWithUserId',
    validator: {
      validate: (_value, args) => (args?.object as InviteTeamMemberDto).userId === undefined,
      defaultMessage: () => 'give an email or a person (userId), not both',
    },
  })
  email?: string;

  /** A person from 'People looking for a team' (their email is never shown). */
  @ApiProperty({ format: 'uuid', required: false })
  @ValidateIf((dto: InviteTeamMemberDto) => dto.userId !== undefined)
  @IsUUID('all', { message: 'must be a person from the list' })
  userId?: string;
}
