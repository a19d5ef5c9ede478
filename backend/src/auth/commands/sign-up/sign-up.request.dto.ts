import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailDto } from '../../../common/accounts/email.dto.js';
import { IsNewPassword } from '../../../common/accounts/new-password.decorator.js';
import { trim } from '../../../common/errors/text-transforms.js';

export class SignUpDto extends EmailDto {
  @IsNewPassword()
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
