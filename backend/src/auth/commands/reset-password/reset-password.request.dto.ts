import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from '../../../common/accounts/password-rules.js';
import { LinkTokenDto } from '../../link-token.request.dto.js';

export class ResetPasswordDto extends LinkTokenDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH }) // the plugin copies only literal limits, not constants
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}
