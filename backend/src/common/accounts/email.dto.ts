import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';
import { trim } from '../errors/text-transforms.js';

/** The email field of every form that names an account (sign-in, sign-up, links, role grants). */
export class EmailDto {
  /** The account's email address. */
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(320)
  email!: string;
}
