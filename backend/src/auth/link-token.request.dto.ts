import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The body of the emailed links' pages (verify email, and the base of reset password). */
export class LinkTokenDto {
  /** The token from the emailed link. */
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(200)
  token!: string;
}
