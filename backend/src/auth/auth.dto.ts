import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ROLES, type Role } from '../common/auth/roles.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../users/password-hasher.js';
import { trim } from '../common/errors/text-transforms.js';

const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

export class EmailDto {
  /** The account's email address. */
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(320)
  email!: string;
}

export class SignInDto extends EmailDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

export class SignUpDto extends EmailDto {
  /** At least 6 characters. */
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
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

export class LinkTokenDto {
  /** The token from the emailed link. */
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(200)
  token!: string;
}

export class ResetPasswordDto extends LinkTokenDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

export class MessageDto {
  @ApiProperty()
  message!: string;
}

export class SessionUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;
}

/** A signed-in session: the access token to send as a Bearer header, and when it expires. */
export class SessionDto {
  @ApiProperty()
  accessToken!: string;

  /** ISO time; refresh shortly before (the refresh token travels in an httpOnly cookie). */
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ type: SessionUserDto })
  user!: SessionUserDto;
}
