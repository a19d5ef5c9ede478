import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailDto } from '../../../common/accounts/email.dto.js';
import { PASSWORD_MAX_LENGTH } from '../../../common/accounts/password-rules.js';

export class SignInDto extends EmailDto {
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}
