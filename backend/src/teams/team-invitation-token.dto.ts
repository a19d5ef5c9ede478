import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The token from an invitation link, sent in the body so it never appears in a logged URL. */
export class TeamInvitationTokenDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token!: string;
}
