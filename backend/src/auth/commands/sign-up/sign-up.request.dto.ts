import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EmailDto } from '../../../common/accounts/email.dto.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from '../../../common/accounts/password-rules.js';
import { trim } from '../../../common/errors/text-transforms.js';

export class SignUpDto extends EmailDto {
  /** At least 6 characters. */
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH }) // the plugin copies only literal limits, not constants
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @ApiProperty({ example: 'Ada' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100)
  firstName!: string;

  @ApiProperty({ example: 'Lovelace' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100)
  lastName!: string;
}
